import { Migration } from '@mikro-orm/migrations';

export class Migration20261124222325 extends Migration {

  override name = 'Migration20261124222325';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" add "booking_id" int null;`);
    this.addSql(`create index "mail_deliveries_booking_id_index" on "notification"."mail_deliveries" ("booking_id");`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check (num_nonnulls(request_id, contact_id, booking_id) = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notification"."mail_deliveries_booking_id_index";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop column "booking_id";`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check ((request_id IS NULL) <> (contact_id IS NULL));`);
  }

}
