import { Migration } from '@mikro-orm/migrations';

export class Migration20261124201223 extends Migration {

  override name = 'Migration20261124201223';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_status_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" add "claimed_at" timestamptz null, add "skip_reason" varchar(30) null, add "recipient_key" varchar(64) null, add "boat_day" varchar(40) null;`);
    this.addSql(`create index "mail_deliveries_recipient_key_claimed_at_index" on "notification"."mail_deliveries" ("recipient_key", "claimed_at");`);
    this.addSql(`create index "mail_deliveries_boat_day_claimed_at_index" on "notification"."mail_deliveries" ("boat_day", "claimed_at");`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_status_check" check (status in ('pending', 'sending', 'sent', 'failed', 'skipped'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notification"."mail_deliveries_recipient_key_claimed_at_index";`);
    this.addSql(`drop index "notification"."mail_deliveries_boat_day_claimed_at_index";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop constraint "mail_deliveries_status_check";`);
    this.addSql(`alter table "notification"."mail_deliveries" drop column "claimed_at", drop column "skip_reason", drop column "recipient_key", drop column "boat_day";`);
    this.addSql(`alter table "notification"."mail_deliveries" add constraint "mail_deliveries_status_check" check ("status" in ('pending', 'sent', 'failed'));`);
  }

}
