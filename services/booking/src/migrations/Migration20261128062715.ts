import { Migration } from '@mikro-orm/migrations';

/**
 * The record of the database rules applied (docs/skeleton.md#adding-or-changing-a-database-rule):
 * from here on the functions, triggers and the claims' exclusion constraint are defined by the
 * files of src/db/, run after the migrations whenever one changes; no later migration defines
 * them. The first start with this table empty runs every file once, to the same definitions the
 * earlier migrations left.
 */
export class Migration20261128062715 extends Migration {

  override name = 'Migration20261128062715';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking"."db_rules" ("file" varchar(200) not null, "hash" varchar(64) not null, "applied_at" timestamptz not null, primary key ("file"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking"."db_rules" cascade;`);
  }

}
