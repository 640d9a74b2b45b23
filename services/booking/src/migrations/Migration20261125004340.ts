import { Migration } from '@mikro-orm/migrations';

/** The planning's month of marked days, read by date for the whole fleet (docs/back-office.md#planning). */
export class Migration20261125004340 extends Migration {

  override name = 'Migration20261125004340';

  override up(): void | Promise<void> {
    this.addSql(`create index "boat_availability_date_index" on "booking"."boat_availability" ("date");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking"."boat_availability_date_index";`);
  }

}
