import { Migration } from '@mikro-orm/migrations';

export class Migration20261124200515 extends Migration {

  override name = 'Migration20261124200515';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking"."email_booking_requests" add "customer_email_skip_reason" varchar(30) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking"."email_booking_requests" drop column "customer_email_skip_reason";`);
  }

}
