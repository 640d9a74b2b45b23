-- Who holds a boat on a day (docs/request-lifecycle.md#holds).
--
-- Every live claim on a boat's days is a row of "booking"."claims": a pending or confirmed booking,
-- a pending request that holds days, an open closing of days (docs/back-office.md#closed-days), and
-- an imported calendar's range (written by the calendar
-- worker, docs/calendars.md#import-the-marketplaces-feeds). The database is the judge, whatever
-- the number of replicas: the exclusion constraint refuses a second claim on any day of the same
-- boat, so a write that would overlap fails by itself with 23P01.
--
-- This file is the rule's one definition. The service applies it after its migrations whenever its
-- text changes (docs/skeleton.md#adding-or-changing-a-database-rule), in one transaction with the
-- other rule files, so every statement must be safe to run again.

-- Boat, and the date range with both ends held ('[]': a rental's first and last days are both its days).
-- Re-applying rebuilds its GiST index, which the planning's range queries also use.
alter table "booking"."claims" drop constraint if exists "claims_no_overlap";
alter table "booking"."claims" add constraint "claims_no_overlap" exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&);

-- A booking claims its days while it is pending or confirmed. Every write of the columns that
-- decide it moves, frees or takes the claim in the same statement, so no code path can forget it;
-- a deleted booking's claim goes with it (on delete cascade).
create or replace function "booking"."bookings_claim_fn"() returns trigger language plpgsql as $$
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
end $$;
drop trigger if exists "claim" on "booking"."bookings";
create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."bookings" for each row execute function "booking"."bookings_claim_fn"();

-- A request claims its days while it is pending, unless it was stored past the boat's share of
-- unanswered requests (holds_days false, docs/request-lifecycle.md#hoarding): such a request is
-- kept and answered, but holds nothing, whatever its status.
create or replace function "booking"."booking_requests_claim_fn"() returns trigger language plpgsql as $$
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
end $$;
drop trigger if exists "claim" on "booking"."booking_requests";
create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."booking_requests" for each row execute function "booking"."booking_requests_claim_fn"();

-- Closed days (docs/back-office.md#closed-days) claim their days while open; reopening (reopened_at
-- set) frees them. The same constraint judges them, so a closing and a booking or request racing for
-- a day cannot both win.
create or replace function "booking"."blocked_days_claim_fn"() returns trigger language plpgsql as $$
begin
  if new."reopened_at" is null then
    update "booking"."claims" set "boat_id" = new."boat_id", "start_date" = new."start_date", "end_date" = new."end_date" where "blocked_day_id" = new."id";
    if not found then
      insert into "booking"."claims" ("boat_id", "start_date", "end_date", "blocked_day_id") values (new."boat_id", new."start_date", new."end_date", new."id");
    end if;
  else
    delete from "booking"."claims" where "blocked_day_id" = new."id";
  end if;
  return null;
end $$;
drop trigger if exists "claim" on "booking"."blocked_days";
create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "reopened_at" on "booking"."blocked_days" for each row execute function "booking"."blocked_days_claim_fn"();
