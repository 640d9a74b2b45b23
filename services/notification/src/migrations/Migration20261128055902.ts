import { Migration } from '@mikro-orm/migrations';

/**
 * The office's alarm about requests refused by the pending caps (docs/request-lifecycle.md#hoarding):
 * a delivery of its own kind, 'office-alarm', about no single subject (the event is its key).
 */
export class Migration20261128055902 extends Migration {

  override name = 'Migration20261128055902';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_recipient_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_recipient_check" check (recipient in ('admin', 'customer', 'office-contact', 'office-calendar', 'office-alarm'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check ((recipient = 'office-alarm' and num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 0) or (recipient <> 'office-alarm' and num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 1));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_recipient_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_subject_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_recipient_check" check ("recipient" in ('admin', 'customer', 'office-contact', 'office-calendar'));`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_subject_check" check (num_nonnulls(request_id, contact_id, booking_id, conflict_id, feed_id) = 1);`);
  }

}
