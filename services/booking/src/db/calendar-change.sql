-- A row's change counter for the exported feeds (docs/calendars.md#export-each-boats-feed).
--
-- Every write that changes a booking's or a request's days, boat or status raises
-- "calendar_sequence" and stamps "calendar_changed_at", so the feed's SEQUENCE and DTSTAMP follow
-- every change whatever code path made it. A new row starts at 0; any other write leaves both
-- alone (the triggers name the four columns, and the comparison skips a write that sets them to
-- what they were).
--
-- Applied after the migrations whenever this file changes
-- (docs/skeleton.md#adding-or-changing-a-database-rule): every statement must be safe to run again.

create or replace function "booking"."calendar_change_fn"() returns trigger language plpgsql as $$
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
end $$;

drop trigger if exists "calendar" on "booking"."bookings";
create trigger "calendar" before insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."bookings" for each row execute function "booking"."calendar_change_fn"();

drop trigger if exists "calendar" on "booking"."booking_requests";
create trigger "calendar" before insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."booking_requests" for each row execute function "booking"."calendar_change_fn"();
