import { Migration } from '@mikro-orm/migrations';

/**
 * A request's life and the days it holds (docs/request-lifecycle.md#holds). Generated, then edited
 * by hand: the new request columns are filled before they become not null, the existing rows are
 * given their claims and statuses, and the triggers that keep `claims` true are added.
 */
export class Migration20261124222325 extends Migration {

  override name = 'Migration20261124222325';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking"."claims" ("id" serial primary key, "boat_id" int not null, "start_date" date not null, "end_date" date not null, "booking_id" int null, "request_id" int null);`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_booking_id_unique" unique ("booking_id");`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_request_id_unique" unique ("request_id");`);

    // Claims cover every booking that holds days (pending too), so the narrower constraint that only
    // kept confirmed bookings apart goes: claims_no_overlap below is the one judge.
    this.addSql(`alter table "booking"."bookings" drop constraint "bookings_no_overlap";`);

    // By hand: hold_until and reminder_at are added nullable, filled for the existing rows, then made
    // not null (the generated "add ... not null" has no value to give the rows already there).
    this.addSql(`alter table "booking"."booking_requests" add "status" varchar(10) not null default 'pending', add "hold_until" timestamptz null, add "reminder_at" timestamptz null, add "reminder_sent_at" timestamptz null, add "decided_at" timestamptz null, add "decline_reason" text null, add "booking_id" int null, add "access_token_hash" varchar(64) null, add "access_token_encrypted" text null;`);
    // The requests stored before holds never held anything and nobody answers them now: they end
    // expired, without an event (docs/request-lifecycle.md#expiry), and hold nothing.
    this.addSql(`update "booking"."booking_requests" set "status" = 'expired', "decided_at" = now(), "hold_until" = "created_at", "reminder_at" = "created_at", "reminder_sent_at" = "created_at";`);
    this.addSql(`alter table "booking"."booking_requests" alter column "hold_until" set not null, alter column "reminder_at" set not null;`);
    this.addSql(`alter table "booking"."booking_requests" add constraint "booking_requests_booking_id_foreign" foreign key ("booking_id") references "booking"."bookings" ("id") on delete set null;`);
    this.addSql(`alter table "booking"."booking_requests" add constraint "booking_requests_access_token_hash_unique" unique ("access_token_hash");`);
    this.addSql(`create index "booking_requests_status_hold_until_index" on "booking"."booking_requests" ("status", "hold_until");`);
    this.addSql(`alter table "booking"."booking_requests" add constraint "booking_requests_life_check" check (status in ('pending', 'confirmed', 'declined', 'expired', 'cancelled'));`);

    this.addSql(`alter table "booking"."claims" add constraint "claims_booking_id_foreign" foreign key ("booking_id") references "booking"."bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_request_id_foreign" foreign key ("request_id") references "booking"."booking_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_one_subject_check" check (num_nonnulls(booking_id, request_id) = 1);`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_dates_check" check (end_date >= start_date);`);
    this.addSql(`alter table "booking"."claims" add constraint "claims_no_overlap" exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&);`);

    // By hand: the existing bookings' claims. Confirmed ones first (bookings_no_overlap kept them
    // apart); then the pending ones, oldest first, each only where nothing claimed its days yet.
    // A pending booking skipped here holds nothing until an administrator moves or confirms it.
    this.addSql(`insert into "booking"."claims" ("boat_id", "start_date", "end_date", "booking_id") select "boat_id", "start_date", "end_date", "id" from "booking"."bookings" where "status" = 'confirmed' order by "id";`);
    this.addSql(`do $$
declare b record;
begin
  for b in select "id", "boat_id", "start_date", "end_date" from "booking"."bookings" where "status" = 'pending' order by "created_at", "id" loop
    if not exists (select 1 from "booking"."claims" c where c."boat_id" = b."boat_id"
                     and daterange(c."start_date", c."end_date", '[]') && daterange(b."start_date", b."end_date", '[]')) then
      insert into "booking"."claims" ("boat_id", "start_date", "end_date", "booking_id") values (b."boat_id", b."start_date", b."end_date", b."id");
    end if;
  end loop;
end $$;`);

    // By hand: the triggers. A claim exists iff a booking is pending or confirmed, or a request is
    // pending; every write of the columns that decide it moves, frees or takes the claim in the same
    // statement, so an overlap fails the write itself with 23P01. A deleted row's claim goes with it
    // (on delete cascade).
    this.addSql(`create or replace function "booking"."bookings_claim_fn"() returns trigger language plpgsql as $$
begin
  if new."status" in ('pending', 'confirmed') then
    update "booking"."claims" set "boat_id" = new."boat_id", "start_date" = new."start_date", "end_date" = new."end_date" where "booking_id" = new."id";
    if not found then
      insert into "booking"."claims" ("boat_id", "start_date", "end_date", "booking_id") values (new."boat_id", new."start_date", new."end_date", new."id");
    end if;
  else
    delete from "booking"."claims" where "booking_id" = new."id";
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."bookings" for each row execute function "booking"."bookings_claim_fn"();`);
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
    this.addSql(`create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."booking_requests" for each row execute function "booking"."booking_requests_claim_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "claim" on "booking"."booking_requests";`);
    this.addSql(`drop trigger if exists "claim" on "booking"."bookings";`);
    this.addSql(`drop function if exists "booking"."booking_requests_claim_fn"();`);
    this.addSql(`drop function if exists "booking"."bookings_claim_fn"();`);
    this.addSql(`drop table if exists "booking"."claims" cascade;`);

    this.addSql(`alter table "booking"."booking_requests" drop constraint "booking_requests_booking_id_foreign";`);
    this.addSql(`alter table "booking"."booking_requests" drop constraint "booking_requests_access_token_hash_unique";`);
    this.addSql(`drop index "booking"."booking_requests_status_hold_until_index";`);
    this.addSql(`alter table "booking"."booking_requests" drop constraint "booking_requests_life_check";`);
    this.addSql(`alter table "booking"."booking_requests" drop column "status", drop column "hold_until", drop column "reminder_at", drop column "reminder_sent_at", drop column "decided_at", drop column "decline_reason", drop column "booking_id", drop column "access_token_hash", drop column "access_token_encrypted";`);

    this.addSql(`alter table "booking"."bookings" add constraint "bookings_no_overlap" exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&) where (status = 'confirmed');`);
  }

}
