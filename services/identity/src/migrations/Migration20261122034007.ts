import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034007 extends Migration {

  override name = 'Migration20261122034007';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "identity";`);
    this.addSql(`create table "identity"."admin_activity_log" ("id" serial primary key, "user_id" text null, "action" text not null, "entity_type" text null, "entity_id" text null, "details" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "admin_activity_log_created_at_index" on "identity"."admin_activity_log" ("created_at");`);

    this.addSql(`create table "identity"."login_attempts" ("id" bigserial primary key, "key" varchar(300) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempts_key_created_at_index" on "identity"."login_attempts" ("key", "created_at");`);

    this.addSql(`create table "identity"."outbox" ("id" uuid not null, "routing_key" varchar(120) not null, "envelope" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_published_at_created_at_index" on "identity"."outbox" ("published_at", "created_at");`);

    this.addSql(`create table "identity"."processed_message" ("consumer" varchar(120) not null, "message_id" uuid not null, "processed_at" timestamptz not null, primary key ("consumer", "message_id"));`);

    this.addSql(`create table "identity"."sessions" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, "revoked_at" timestamptz null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "identity"."sessions" ("expire");`);
    this.addSql(`create index "sessions_user_id_index" on "identity"."sessions" ((sess->>'userId'));`);

    this.addSql(`create table "identity"."users" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "password" text null, "first_name" varchar(120) null, "last_name" varchar(120) null, "profile_image_url" varchar(500) null, "is_admin" boolean not null default false, "auth_provider" varchar(40) not null default 'local', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "identity"."users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`alter table "identity"."users" add constraint "users_email_lower_check" check (email = lower(email));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identity"."admin_activity_log" cascade;`);
    this.addSql(`drop table if exists "identity"."login_attempts" cascade;`);
    this.addSql(`drop table if exists "identity"."outbox" cascade;`);
    this.addSql(`drop table if exists "identity"."processed_message" cascade;`);
    this.addSql(`drop table if exists "identity"."sessions" cascade;`);
    this.addSql(`drop table if exists "identity"."users" cascade;`);

    this.addSql(`drop schema if exists "identity";`);
  }

}
