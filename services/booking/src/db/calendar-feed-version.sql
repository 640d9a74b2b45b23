-- Each exported boat's feed version (docs/calendars.md#speed).
--
-- The database moves "calendar_exports"."feed_version" whenever a row the boat's feed lists
-- changes, so a read of the feed knows from the export row alone whether the feed it made last is
-- current, instead of counting the boat's rows on every read. Only the columns the feed is made
-- from move it (an e-mail delivery outcome on a request does not). A row moved from one boat to
-- another locks the two boats' counters in id order, so two such moves cannot deadlock.
--
-- Applied after the migrations whenever this file changes
-- (docs/skeleton.md#adding-or-changing-a-database-rule): every statement must be safe to run again.

create or replace function "booking"."calendar_feed_changed"() returns trigger language plpgsql as $$
declare
  boat_a int := case when tg_op = 'INSERT' then new."boat_id" else old."boat_id" end;
  boat_b int := case when tg_op = 'UPDATE' and new."boat_id" <> old."boat_id" then new."boat_id" end;
begin
  if boat_b is not null and boat_b < boat_a then
    select boat_b, boat_a into boat_a, boat_b;
  end if;
  update "booking"."calendar_exports" set "feed_version" = "feed_version" + 1 where "boat_id" = boat_a;
  if boat_b is not null then
    update "booking"."calendar_exports" set "feed_version" = "feed_version" + 1 where "boat_id" = boat_b;
  end if;
  return null;
end $$;

drop trigger if exists "bookings_calendar_feed" on "booking"."bookings";
create trigger "bookings_calendar_feed" after insert or delete or update of "boat_id", "status", "start_date", "end_date", "calendar_sequence", "calendar_changed_at"
  on "booking"."bookings" for each row execute function "booking"."calendar_feed_changed"();

drop trigger if exists "booking_requests_calendar_feed" on "booking"."booking_requests";
create trigger "booking_requests_calendar_feed" after insert or delete or update of "boat_id", "booking_id", "status", "start_date", "end_date", "calendar_sequence", "calendar_changed_at"
  on "booking"."booking_requests" for each row execute function "booking"."calendar_feed_changed"();

drop trigger if exists "boat_availability_calendar_feed" on "booking"."boat_availability";
create trigger "boat_availability_calendar_feed" after insert or delete or update of "boat_id", "date", "status", "updated_at"
  on "booking"."boat_availability" for each row execute function "booking"."calendar_feed_changed"();

drop trigger if exists "blocked_days_calendar_feed" on "booking"."blocked_days";
create trigger "blocked_days_calendar_feed" after insert or delete or update of "boat_id", "start_date", "end_date", "reopened_at"
  on "booking"."blocked_days" for each row execute function "booking"."calendar_feed_changed"();
