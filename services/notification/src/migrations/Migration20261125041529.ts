import { Migration } from '@mikro-orm/migrations';

/** A contact message sent again within minutes is found by its keyed hash and not stored twice (docs/guarantees.md). */
export class Migration20261125041529 extends Migration {

  override name = 'Migration20261125041529';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification"."contacts" add "dedupe_key" varchar(64) null;`);
    this.addSql(`create index "contacts_dedupe_key_index" on "notification"."contacts" ("dedupe_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notification"."contacts_dedupe_key_index";`);
    this.addSql(`alter table "notification"."contacts" drop column "dedupe_key";`);
  }

}
