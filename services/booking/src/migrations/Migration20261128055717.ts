import { Migration } from '@mikro-orm/migrations';

/**
 * Holds that cannot be hoarded (docs/request-lifecycle.md#hoarding): the keyed hashes the pending
 * caps count requests by (mailbox, phone, client address; never the values), `holds_days` for a
 * request stored past the boat's share of unanswered requests, which the claims trigger now skips,
 * and the refusals the alarm counts.
 */
export class Migration20261128055717 extends Migration {

  override name = 'Migration20261128055717';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking"."hoarding_refusals" ("id" serial primary key, "at" timestamptz not null, "alarmed" boolean not null default false);`);
    this.addSql(`create index "hoarding_refusals_at_index" on "booking"."hoarding_refusals" ("at");`);

    this.addSql(`alter table "booking"."booking_requests" add "email_key" varchar(64) null, add "phone_key" varchar(64) null, add "client_key" varchar(64) null, add "holds_days" boolean not null default true;`);
    this.addSql(`create index "booking_requests_email_key_status_index" on "booking"."booking_requests" ("email_key", "status");`);
    this.addSql(`create index "booking_requests_phone_key_status_index" on "booking"."booking_requests" ("phone_key", "status");`);
    this.addSql(`create index "booking_requests_client_key_status_index" on "booking"."booking_requests" ("client_key", "status");`);

    // By hand: a request that holds no days has no claim, whatever its status.
    this.addSql(`create or replace function "booking"."booking_requests_claim_fn"() returns trigger language plpgsql as $$
begin
  if new."status" = 'pending' and new."holds_days" then
    update "booking"."claims" set "boat_id" = new."boat_id", "start_date" = new."start_date", "end_date" = new."end_date" where "request_id" = new."id";
    if not found then
      insert into "booking"."claims" ("boat_id", "start_date", "end_date", "request_id") values (new."boat_id", new."start_date", new."end_date", new."id");
    end if;
  else
    delete from "booking"."claims" where "request_id" = new."id";
  end if;
  return null;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function "booking"."booking_requests_claim_fn"() returns trigger language plpgsql as $$
begin
  if new."status" = 'pending' then
    update "booking"."claims" set "boat_id" = new."boat_id", "start_date" = new."start_date", "end_date" = new."end_date" where "request_id" = new."id";
    if not found then
      insert into "booking"."claims" ("boat_id", "start_date", "end_date", "request_id") values (new."boat_id", new."start_date", new."end_date", new."id");
    end if;
  else
    delete from "booking"."claims" where "request_id" = new."id";
  end if;
  return null;
end $$;`);
    this.addSql(`drop table if exists "booking"."hoarding_refusals" cascade;`);
    this.addSql(`drop index "booking"."booking_requests_email_key_status_index";`);
    this.addSql(`drop index "booking"."booking_requests_phone_key_status_index";`);
    this.addSql(`drop index "booking"."booking_requests_client_key_status_index";`);
    this.addSql(`alter table "booking"."booking_requests" drop column "email_key", drop column "phone_key", drop column "client_key", drop column "holds_days";`);
  }

}
