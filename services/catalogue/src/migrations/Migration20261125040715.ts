import { Migration } from '@mikro-orm/migrations';

/**
 * The English texts of the boats and the extras (docs/languages.md#boat-content): one nullable
 * column beside each translatable field. Every existing row starts untranslated (null), which the
 * public English reads answer with the Italian text.
 */
export class Migration20261125040715 extends Migration {

  override name = 'Migration20261125040715';

  override up(): void | Promise<void> {
    this.addSql(`alter table "catalogue"."boats" add "description_en" text null, add "detailed_description_en" text null, add "features_en" jsonb null, add "comfort_features_en" jsonb null, add "navigation_features_en" jsonb null, add "safety_features_en" jsonb null, add "included_items_en" jsonb null, add "excluded_items_en" jsonb null;`);

    this.addSql(`alter table "catalogue"."extras" add "name_en" varchar(120) null, add "description_en" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalogue"."boats" drop column "description_en", drop column "detailed_description_en", drop column "features_en", drop column "comfort_features_en", drop column "navigation_features_en", drop column "safety_features_en", drop column "included_items_en", drop column "excluded_items_en";`);

    this.addSql(`alter table "catalogue"."extras" drop column "name_en", drop column "description_en";`);
  }

}
