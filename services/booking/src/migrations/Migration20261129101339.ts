import { Migration } from '@mikro-orm/migrations';

/**
 * Imported feeds read as their writers meant them (docs/calendars.md#what-closes-days,
 * docs/calendars.md#events-that-cannot-be-read): each feed's choice of what closes days, the
 * marketplace its PRODID names, and the events its last good read skipped; and an imported range
 * may hold several claims, one per free piece of its days (docs/calendars.md#conflicts-and-quiet-feeds).
 */
export class Migration20261129101339 extends Migration {

  override name = 'Migration20261129101339';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking"."calendar_feeds" add "closes" varchar(20) null, add "marketplace" varchar(20) null, add "skipped_count" int not null default 0, add "skipped_events" jsonb not null default '[]';`);

    this.addSql(`alter table "booking"."claims" drop constraint "claims_external_event_id_unique";`);
    this.addSql(`create index "claims_external_event_id_index" on "booking"."claims" ("external_event_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking"."calendar_feeds" drop column "closes", drop column "marketplace", drop column "skipped_count", drop column "skipped_events";`);

    this.addSql(`delete from "booking"."claims" c where c."external_event_id" is not null and exists (select 1 from "booking"."claims" d where d."external_event_id" = c."external_event_id" and d."id" < c."id");`);
    this.addSql(`drop index "booking"."claims_external_event_id_index";`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_external_event_id_unique" unique ("external_event_id");`);
  }

}
