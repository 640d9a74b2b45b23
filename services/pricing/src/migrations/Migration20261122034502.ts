import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034502 extends Migration {

  override name = 'Migration20261122034502';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "pricing";`);
    this.addSql(`create table "pricing"."daily_price_overrides" ("id" serial primary key, "boat_id" int not null, "date" date not null, "custom_price" numeric(10,2) not null, "reason" text null, "is_active" boolean not null default true, "created_at" timestamptz not null);`);
    this.addSql(`create index "daily_price_overrides_boat_id_date_index" on "pricing"."daily_price_overrides" ("boat_id", "date");`);

    this.addSql(`create table "pricing"."outbox" ("id" uuid not null, "routing_key" varchar(120) not null, "envelope" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_published_at_created_at_index" on "pricing"."outbox" ("published_at", "created_at");`);

    this.addSql(`create table "pricing"."pricing_periods" ("id" serial primary key, "name" varchar(80) not null, "start_date" date not null, "end_date" date not null, "is_active" boolean not null default true, "created_at" timestamptz not null);`);
    this.addSql(`create index "pricing_periods_start_date_end_date_index" on "pricing"."pricing_periods" ("start_date", "end_date");`);

    this.addSql(`create table "pricing"."extra_pricing" ("id" serial primary key, "extra_id" int not null, "period_id" int not null, "price" numeric(10,2) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "extra_pricing_extra_id_period_id_index" on "pricing"."extra_pricing" ("extra_id", "period_id");`);

    this.addSql(`create table "pricing"."boat_pricing" ("id" serial primary key, "boat_id" int not null, "period_id" int not null, "one_day_price" numeric(10,2) not null, "multi_day_price" numeric(10,2) not null, "weekend_multiplier" numeric(3,2) not null default '1.00', "created_at" timestamptz not null);`);
    this.addSql(`alter table "pricing"."boat_pricing" add constraint "boat_pricing_boat_id_period_id_unique" unique ("boat_id", "period_id");`);

    this.addSql(`create table "pricing"."processed_message" ("consumer" varchar(120) not null, "message_id" uuid not null, "processed_at" timestamptz not null, primary key ("consumer", "message_id"));`);

    this.addSql(`create table "pricing"."seasonal_pricing" ("id" serial primary key, "base_model" varchar(120) not null, "start_date" date not null, "end_date" date not null, "price_one_day" numeric(10,2) not null, "price_multi_day" numeric(10,2) not null, "season" varchar(40) not null);`);
    this.addSql(`create index "seasonal_pricing_base_model_start_date_index" on "pricing"."seasonal_pricing" ("base_model", "start_date");`);

    this.addSql(`alter table "pricing"."pricing_periods" add constraint "pricing_periods_dates_check" check (end_date >= start_date);`);

    this.addSql(`alter table "pricing"."extra_pricing" add constraint "extra_pricing_period_id_foreign" foreign key ("period_id") references "pricing"."pricing_periods" ("id");`);

    this.addSql(`alter table "pricing"."boat_pricing" add constraint "boat_pricing_period_id_foreign" foreign key ("period_id") references "pricing"."pricing_periods" ("id");`);
    this.addSql(`alter table "pricing"."boat_pricing" add constraint "boat_pricing_prices_check" check (one_day_price >= 0 and multi_day_price >= 0);`);
    this.addSql(`alter table "pricing"."boat_pricing" add constraint "boat_pricing_weekend_multiplier_check" check (weekend_multiplier > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pricing"."extra_pricing" drop constraint "extra_pricing_period_id_foreign";`);
    this.addSql(`alter table "pricing"."boat_pricing" drop constraint "boat_pricing_period_id_foreign";`);

    this.addSql(`drop table if exists "pricing"."daily_price_overrides" cascade;`);
    this.addSql(`drop table if exists "pricing"."outbox" cascade;`);
    this.addSql(`drop table if exists "pricing"."pricing_periods" cascade;`);
    this.addSql(`drop table if exists "pricing"."extra_pricing" cascade;`);
    this.addSql(`drop table if exists "pricing"."boat_pricing" cascade;`);
    this.addSql(`drop table if exists "pricing"."processed_message" cascade;`);
    this.addSql(`drop table if exists "pricing"."seasonal_pricing" cascade;`);

    this.addSql(`drop schema if exists "pricing";`);
  }

}
