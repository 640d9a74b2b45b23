import { Migration } from '@mikro-orm/migrations';

/**
 * The English name of a pricing period (docs/languages.md#period-names): one nullable column. Every
 * existing period starts untranslated (null), which the public English reads answer with the
 * Italian name.
 */
export class Migration20261125101520_period_name_en extends Migration {

  override name = 'Migration20261125101520_period_name_en';

  override up(): void | Promise<void> {
    this.addSql(`alter table "pricing"."pricing_periods" add "name_en" varchar(80) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pricing"."pricing_periods" drop column "name_en";`);
  }

}
