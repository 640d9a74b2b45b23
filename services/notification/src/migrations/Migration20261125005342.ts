import { Migration } from '@mikro-orm/migrations';

/**
 * The office's calendar mails (docs/calendars.md#conflicts-and-quiet-feeds): a delivery may belong to
 * a calendar conflict or a quiet feed. Generated; `down` first removes those deliveries by hand,
 * which the older checks would refuse.
 */
export class Migration20261125005342 extends Migration {

  override name = 'Migration20261125005342';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_recipient_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" add "conflict_id" int null, add "feed_id" int null;`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_recipient_check" check (recipient in ('admin', 'customer', 'office-contact', 'office-calendar'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check (num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notification"."mail_deliveries" where "conflict_id" is not null or "feed_id" is not null;`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_recipient_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop column "conflict_id", drop column "feed_id";`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_recipient_check" check ("recipient" in ('admin', 'customer', 'office-contact'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check (num_nonnulls(request_id, contact_id, booking_id) = 1);`);
  }

}
