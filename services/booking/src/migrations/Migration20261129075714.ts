import { Migration } from '@mikro-orm/migrations';

/**
 * The SEQUENCE of the last calendar file mailed about each booking (docs/request-lifecycle.md#calendar-files),
 * so each mail of an office change carries one more. A booking confirmed from a request got its
 * confirmation at 1; a phone booking's confirmation was 0.
 */
export class Migration20261129075714 extends Migration {

  override name = 'Migration20261129075714';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking"."bookings" add "customer_sequence" int not null default 0;`);
    this.addSql(`update "booking"."bookings" b set "customer_sequence" = 1 where exists (select 1 from "booking"."booking_requests" r where r."booking_id" = b."id" and r."status" = 'confirmed');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking"."bookings" drop column "customer_sequence";`);
  }

}
