import { Migration } from '@mikro-orm/migrations';

/**
 * Calendars in and out (docs/calendars.md). Generated, then edited by hand: the change counters of
 * bookings and requests are given their existing rows' last change before the trigger that keeps
 * them is created (with its function), and `down` first removes the imported ranges' claims, which
 * the older check would refuse.
 */
export class Migration20261125003310 extends Migration {

  override name = 'Migration20261125003310';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking"."calendar_exports" ("boat_id" int not null, "boat_name" varchar(200) not null, "token_hash" varchar(64) not null, "token_encrypted" text not null, "created_at" timestamptz not null, primary key ("boat_id"));`);
    this.addSql(`alter table "booking"."calendar_exports" add constraint "calendar_exports_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "booking"."calendar_feeds" ("id" serial primary key, "boat_id" int not null, "name" varchar(60) not null, "url_encrypted" text not null, "etag" text null, "last_modified" varchar(100) null, "last_attempt_at" timestamptz null, "last_success_at" timestamptz null, "last_error" text null, "event_count" int not null default 0, "consecutive_failures" int not null default 0, "next_poll_at" timestamptz not null, "stale_alerted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "calendar_feeds_boat_id_index" on "booking"."calendar_feeds" ("boat_id");`);
    this.addSql(`create index "calendar_feeds_next_poll_at_index" on "booking"."calendar_feeds" ("next_poll_at");`);

    this.addSql(`create table "booking"."calendar_conflicts" ("id" serial primary key, "feed_id" int not null, "boat_id" int not null, "event_uid" text not null, "start_date" date not null, "end_date" date not null, "booking_id" int null, "request_id" int null, "created_at" timestamptz not null, "closed_at" timestamptz null);`);
    this.addSql(`create index "calendar_conflicts_feed_id_index" on "booking"."calendar_conflicts" ("feed_id");`);
    this.addSql(`create unique index "calendar_conflicts_open_unique" on "booking"."calendar_conflicts" ("feed_id", "event_uid", coalesce("booking_id", 0), coalesce("request_id", 0)) where "closed_at" is null;`);

    this.addSql(`create table "booking"."external_events" ("id" serial primary key, "feed_id" int not null, "boat_id" int not null, "uid" text not null, "start_date" date not null, "end_date" date not null);`);
    this.addSql(`create index "external_events_feed_id_index" on "booking"."external_events" ("feed_id");`);
    this.addSql(`create index "external_events_boat_id_start_date_index" on "booking"."external_events" ("boat_id", "start_date");`);

    this.addSql(`alter table "booking"."bookings" add "calendar_sequence" int not null default 0, add "calendar_changed_at" timestamptz not null default now();`);
    this.addSql(`alter table "booking"."booking_requests" add "calendar_sequence" int not null default 0, add "calendar_changed_at" timestamptz not null default now();`);
    // By hand: the rows already there last changed when they were made (or decided).
    this.addSql(`update "booking"."bookings" set "calendar_changed_at" = "created_at";`);
    this.addSql(`update "booking"."booking_requests" set "calendar_changed_at" = coalesce("decided_at", "created_at");`);
    // By hand: the counter's function. A new row starts at 0; a write that changes the days, the boat
    // or the status raises it and stamps the change, whatever code path made it; any other write
    // leaves both alone (the trigger names the four columns, and the comparison skips a write that
    // sets them to what they were).
    this.addSql(`create or replace function "booking"."calendar_change_fn"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new."calendar_sequence" := 0;
    new."calendar_changed_at" := now();
  elsif (new."boat_id", new."start_date", new."end_date", new."status") is distinct from (old."boat_id", old."start_date", old."end_date", old."status") then
    new."calendar_sequence" := old."calendar_sequence" + 1;
    new."calendar_changed_at" := now();
  else
    new."calendar_sequence" := old."calendar_sequence";
    new."calendar_changed_at" := old."calendar_changed_at";
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger "calendar" before insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."bookings" for each row execute function "booking"."calendar_change_fn"();`);
    this.addSql(`create trigger "calendar" before insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."booking_requests" for each row execute function "booking"."calendar_change_fn"();`);

    this.addSql(`alter table "booking"."claims" drop constraint "claims_one_subject_check";`);
    this.addSql(`alter table "booking"."claims" add "external_event_id" int null;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_external_event_id_foreign" foreign key ("external_event_id") references "booking"."external_events" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_external_event_id_unique" unique ("external_event_id");`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_one_subject_check" check (num_nonnulls(booking_id, request_id, external_event_id) = 1);`);

    this.addSql(`alter table "booking"."calendar_conflicts" add constraint "calendar_conflicts_feed_id_foreign" foreign key ("feed_id") references "booking"."calendar_feeds" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."calendar_conflicts" add constraint "calendar_conflicts_one_subject_check" check (num_nonnulls(booking_id, request_id) = 1);`);
    this.addSql(`alter table "booking"."calendar_conflicts" add constraint "calendar_conflicts_dates_check" check (end_date >= start_date);`);

    this.addSql(`alter table "booking"."external_events" add constraint "external_events_feed_id_foreign" foreign key ("feed_id") references "booking"."calendar_feeds" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."external_events" add constraint "external_events_dates_check" check (end_date >= start_date);`);
  }

  override down(): void | Promise<void> {
    // By hand: the imported ranges' claims go first; the older check counts two subjects only.
    this.addSql(`delete from "booking"."claims" where "external_event_id" is not null;`);
    this.addSql(`alter table "booking"."calendar_conflicts" drop constraint "calendar_conflicts_feed_id_foreign";`);
    this.addSql(`alter table "booking"."external_events" drop constraint "external_events_feed_id_foreign";`);
    this.addSql(`alter table "booking"."claims" drop constraint "claims_external_event_id_foreign";`);

    this.addSql(`drop table if exists "booking"."calendar_exports" cascade;`);
    this.addSql(`drop table if exists "booking"."calendar_feeds" cascade;`);
    this.addSql(`drop table if exists "booking"."calendar_conflicts" cascade;`);
    this.addSql(`drop table if exists "booking"."external_events" cascade;`);

    this.addSql(`drop trigger if exists "calendar" on "booking"."booking_requests";`);
    this.addSql(`alter table "booking"."booking_requests" drop column "calendar_sequence", drop column "calendar_changed_at";`);

    this.addSql(`drop trigger if exists "calendar" on "booking"."bookings";`);
    this.addSql(`drop function if exists "booking"."calendar_change_fn"();`);
    this.addSql(`alter table "booking"."bookings" drop column "calendar_sequence", drop column "calendar_changed_at";`);

    this.addSql(`alter table "booking"."claims" drop constraint "claims_external_event_id_unique";`);
    this.addSql(`alter table "booking"."claims" drop constraint "claims_one_subject_check";`);
    this.addSql(`alter table "booking"."claims" drop column "external_event_id";`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_one_subject_check" check (num_nonnulls(booking_id, request_id) = 1);`);
  }

}
