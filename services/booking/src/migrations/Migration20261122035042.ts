import { Migration } from '@mikro-orm/migrations';

export class Migration20261122035042 extends Migration {

  override name = 'Migration20261122035042';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "booking";`);
    this.addSql(`create table "booking"."boat_availability" ("id" serial primary key, "boat_id" int not null, "date" date not null, "status" varchar(20) not null default 'available', "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "booking"."boat_availability" add constraint "boat_availability_boat_id_date_unique" unique ("boat_id", "date");`);

    this.addSql(`create table "booking"."bookings" ("id" serial primary key, "boat_id" int not null, "customer_name_encrypted" text not null, "customer_email_encrypted" text not null, "customer_phone_encrypted" text not null, "start_date" date not null, "end_date" date not null, "selected_extras" jsonb not null default '[]', "total_price" numeric(10,2) not null default '0.00', "status" varchar(10) not null default 'confirmed', "notes_encrypted" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "bookings_boat_id_start_date_index" on "booking"."bookings" ("boat_id", "start_date");`);
    this.addSql(`create index "bookings_created_at_index" on "booking"."bookings" ("created_at");`);

    this.addSql(`create table "booking"."email_booking_requests" ("id" serial primary key, "boat_id" int not null, "boat_name" varchar(200) not null, "customer_name_encrypted" text not null, "customer_email_encrypted" text not null, "customer_phone_encrypted" text not null, "start_date" date not null, "end_date" date not null, "total_price" numeric(10,2) not null, "notes_encrypted" text null, "email_status" varchar(10) not null default 'pending', "admin_email_sent" boolean not null default false, "customer_email_sent" boolean not null default false, "admin_email_outcome" varchar(10) null, "customer_email_outcome" varchar(10) null, "is_archived" boolean not null default false, "archived_at" timestamptz null, "dedupe_key" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "email_booking_requests_dedupe_key_created_at_index" on "booking"."email_booking_requests" ("dedupe_key", "created_at");`);
    this.addSql(`create index "email_booking_requests_created_at_index" on "booking"."email_booking_requests" ("created_at");`);

    this.addSql(`create table "booking"."outbox" ("id" uuid not null, "routing_key" varchar(120) not null, "envelope" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_published_at_created_at_index" on "booking"."outbox" ("published_at", "created_at");`);

    this.addSql(`create table "booking"."processed_message" ("consumer" varchar(120) not null, "message_id" uuid not null, "processed_at" timestamptz not null, primary key ("consumer", "message_id"));`);

    this.addSql(`create table "booking"."rate_limit" ("key" varchar(64) not null, "bucket" bigint not null, "hits" int not null default 0, primary key ("key", "bucket"));`);

    this.addSql(`alter table "booking"."bookings" add constraint "bookings_status_check" check (status in ('pending', 'confirmed', 'cancelled'));`);
    this.addSql(`alter table "booking"."bookings" add constraint "bookings_dates_check" check (end_date >= start_date);`);
    // Added by hand: the exclusion constraint below needs gist operator classes for a plain integer.
    // The extension is database-wide; in public, so dropping one service's schema never takes it away
    // from another that uses it. Two confirmed bookings of one boat never share a day (both ends
    // inclusive), whatever the number of replicas writing.
    this.addSql(`create extension if not exists btree_gist with schema public;`);
    this.addSql(`alter table "booking"."bookings" add constraint "bookings_no_overlap" exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&) where (status = 'confirmed');`);

    this.addSql(`alter table "booking"."email_booking_requests" add constraint "email_booking_requests_status_check" check (email_status in ('pending', 'sent', 'partial', 'failed'));`);
    this.addSql(`alter table "booking"."email_booking_requests" add constraint "email_booking_requests_dates_check" check (end_date >= start_date);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking"."boat_availability" cascade;`);
    this.addSql(`drop table if exists "booking"."bookings" cascade;`);
    this.addSql(`drop table if exists "booking"."email_booking_requests" cascade;`);
    this.addSql(`drop table if exists "booking"."outbox" cascade;`);
    this.addSql(`drop table if exists "booking"."processed_message" cascade;`);
    this.addSql(`drop table if exists "booking"."rate_limit" cascade;`);

    this.addSql(`drop schema if exists "booking";`);
  }

}
