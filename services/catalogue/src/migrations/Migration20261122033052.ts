import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033052 extends Migration {

  override name = 'Migration20261122033052';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "catalogue";`);
    this.addSql(`create table "catalogue"."boats" ("id" serial primary key, "name" varchar(120) not null, "model" varchar(120) not null, "base_model" varchar(120) not null, "length" varchar(40) not null, "width" varchar(40) null, "max_persons" int not null, "motor_power" varchar(40) not null, "requires_license" boolean not null default true, "license_required" boolean not null default true, "description" text not null, "detailed_description" text null, "features" jsonb not null default '[]', "comfort_features" jsonb not null default '[]', "navigation_features" jsonb not null default '[]', "safety_features" jsonb not null default '[]', "price_multiplier" numeric(3,2) not null default '1.00', "image_url" varchar(500) not null, "gallery_images" jsonb not null default '[]', "is_active" boolean not null default true, "year" int not null default 2024, "fuel_tank_capacity" varchar(40) null, "water_tank_capacity" varchar(40) null, "check_in_time" varchar(5) not null default '9:00', "check_out_time" varchar(5) not null default '18:00', "fuel_included" boolean not null default false, "weather_refund" boolean not null default false, "deposit" numeric(10,2) not null default '500.00', "included_items" jsonb not null default '[]', "excluded_items" jsonb not null default '[]', "content_updated_at" timestamptz null);`);

    this.addSql(`create table "catalogue"."extras" ("id" serial primary key, "name" varchar(120) not null, "description" text null, "price" numeric(10,2) not null, "unit" varchar(40) not null, "category" varchar(20) not null, "is_active" boolean not null default true);`);

    this.addSql(`create table "catalogue"."outbox" ("id" uuid not null, "routing_key" varchar(120) not null, "envelope" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_published_at_created_at_index" on "catalogue"."outbox" ("published_at", "created_at");`);

    this.addSql(`create table "catalogue"."processed_message" ("consumer" varchar(120) not null, "message_id" uuid not null, "processed_at" timestamptz not null, primary key ("consumer", "message_id"));`);

    this.addSql(`alter table "catalogue"."extras" add constraint "extras_category_check" check (category in ('skipper', 'attrezzature', 'servizi', 'assicurazione'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue"."boats" cascade;`);
    this.addSql(`drop table if exists "catalogue"."extras" cascade;`);
    this.addSql(`drop table if exists "catalogue"."outbox" cascade;`);
    this.addSql(`drop table if exists "catalogue"."processed_message" cascade;`);

    this.addSql(`drop schema if exists "catalogue";`);
  }

}
