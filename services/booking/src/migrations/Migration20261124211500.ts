import { Migration } from '@mikro-orm/migrations';

export class Migration20261124211500 extends Migration {

  override name = 'Migration20261124211500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking"."email_booking_requests" rename to "booking_requests";`);
    this.addSql(`alter sequence "booking"."email_booking_requests_id_seq" rename to "booking_requests_id_seq";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "email_booking_requests_pkey" to "booking_requests_pkey";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "email_booking_requests_status_check" to "booking_requests_status_check";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "email_booking_requests_dates_check" to "booking_requests_dates_check";`);
    this.addSql(`alter index "booking"."email_booking_requests_dedupe_key_created_at_index" rename to "booking_requests_dedupe_key_created_at_index";`);
    this.addSql(`alter index "booking"."email_booking_requests_created_at_index" rename to "booking_requests_created_at_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter index "booking"."booking_requests_created_at_index" rename to "email_booking_requests_created_at_index";`);
    this.addSql(`alter index "booking"."booking_requests_dedupe_key_created_at_index" rename to "email_booking_requests_dedupe_key_created_at_index";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "booking_requests_dates_check" to "email_booking_requests_dates_check";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "booking_requests_status_check" to "email_booking_requests_status_check";`);
    this.addSql(`alter table "booking"."booking_requests" rename constraint "booking_requests_pkey" to "email_booking_requests_pkey";`);
    this.addSql(`alter sequence "booking"."booking_requests_id_seq" rename to "email_booking_requests_id_seq";`);
    this.addSql(`alter table "booking"."booking_requests" rename to "email_booking_requests";`);
  }

}
