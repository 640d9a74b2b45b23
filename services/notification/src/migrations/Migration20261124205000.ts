import { Migration } from '@mikro-orm/migrations';

export class Migration20261124205000 extends Migration {

  override name = 'Migration20261124205000';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification"."rate_limit" ("key" varchar(64) not null, "bucket" bigint not null, "hits" int not null default 0, primary key ("key", "bucket"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification"."rate_limit" cascade;`);
  }

}
