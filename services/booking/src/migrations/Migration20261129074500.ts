import { Migration } from '@mikro-orm/migrations';

/**
 * Closed days (docs/back-office.md#closed-days): their own table, and the claim a closing holds its
 * days with (`claims.blocked_day_id`, one subject per claim as before). The trigger that writes that
 * claim, and the feed-version trigger, are rules of src/db/ (claims.sql, calendar-feed-version.sql),
 * applied after this migration.
 */
export class Migration20261129074500 extends Migration {

  override name = 'Migration20261129074500';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking"."blocked_days" ("id" serial primary key, "boat_id" int not null, "start_date" date not null, "end_date" date not null, "reason" varchar(200) not null, "created_by" varchar(64) null, "created_at" timestamptz not null, "reopened_at" timestamptz null, "reopened_by" varchar(64) null, constraint blocked_days_dates_check check (end_date >= start_date));`);
    this.addSql(`create index "blocked_days_boat_id_start_date_index" on "booking"."blocked_days" ("boat_id", "start_date");`);

    this.addSql(`alter table "booking"."claims" drop constraint "claims_one_subject_check";`);
    this.addSql(`alter table "booking"."claims" add "blocked_day_id" int null;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_blocked_day_id_foreign" foreign key ("blocked_day_id") references "booking"."blocked_days" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_blocked_day_id_unique" unique ("blocked_day_id");`);
    this.addSql(`alter table "booking"."claims" add constraint claims_one_subject_check check (num_nonnulls(booking_id, request_id, external_event_id, blocked_day_id) = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "booking"."claims" where "blocked_day_id" is not null;`);
    this.addSql(`alter table "booking"."claims" drop constraint "claims_one_subject_check";`);
    this.addSql(`alter table "booking"."claims" drop constraint "claims_blocked_day_id_foreign";`);
    this.addSql(`alter table "booking"."claims" drop constraint "claims_blocked_day_id_unique";`);
    this.addSql(`alter table "booking"."claims" drop column "blocked_day_id";`);
    this.addSql(`alter table "booking"."claims" add constraint claims_one_subject_check check (num_nonnulls(booking_id, request_id, external_event_id) = 1);`);
    this.addSql(`drop table if exists "booking"."blocked_days" cascade;`);
  }

}
