import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034117 extends Migration {

  override name = 'Migration20261122034117';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "notification";`);
    this.addSql(`create table "notification"."contacts" ("id" serial primary key, "name_encrypted" text not null, "email_encrypted" text not null, "phone_encrypted" text null, "message_encrypted" text not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "notification"."mail_deliveries" ("id" serial primary key, "event_id" uuid not null, "recipient" varchar(20) not null, "request_id" int null, "contact_id" int null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "message_id" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "mail_deliveries_request_id_index" on "notification"."mail_deliveries" ("request_id");`);
    this.addSql(`create index "mail_deliveries_contact_id_index" on "notification"."mail_deliveries" ("contact_id");`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_event_recipient_unique" unique ("event_id", "recipient");`);

    this.addSql(`create table "notification"."outbox" ("id" uuid not null, "routing_key" varchar(120) not null, "envelope" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_published_at_created_at_index" on "notification"."outbox" ("published_at", "created_at");`);

    this.addSql(`create table "notification"."processed_message" ("consumer" varchar(120) not null, "message_id" uuid not null, "processed_at" timestamptz not null, primary key ("consumer", "message_id"));`);

    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_recipient_check" check (recipient in ('admin', 'customer', 'office-contact'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_status_check" check (status in ('pending', 'sent', 'failed'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check ((request_id is null) <> (contact_id is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification"."contacts" cascade;`);
    this.addSql(`drop table if exists "notification"."mail_deliveries" cascade;`);
    this.addSql(`drop table if exists "notification"."outbox" cascade;`);
    this.addSql(`drop table if exists "notification"."processed_message" cascade;`);

    this.addSql(`drop schema if exists "notification";`);
  }

}
