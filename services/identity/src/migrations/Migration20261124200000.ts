import { Migration } from '@mikro-orm/migrations';

export class Migration20261124200000 extends Migration {

  override name = 'Migration20261124200000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "identity"."login_attempts" alter column "key" type varchar(400);`);
    this.addSql(`alter table "identity"."login_attempts" add column "address" varchar(100) null;`);
    this.addSql(`alter table "identity"."sessions" add column "last_seen_at" timestamptz not null default now();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity"."login_attempts" drop column "address";`);
    this.addSql(`alter table "identity"."login_attempts" alter column "key" type varchar(300);`);
    this.addSql(`alter table "identity"."sessions" drop column "last_seen_at";`);
  }

}
