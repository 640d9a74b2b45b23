import { Migration } from '@mikro-orm/migrations';

/**
 * The language a request was sent in, so every mail to its customer is written in it
 * (docs/languages.md). Requests from before it were all sent from the Italian site: 'it'.
 */
export class Migration20261125034916 extends Migration {

  override name = 'Migration20261125034916';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking"."booking_requests" add "language" varchar(2) not null default 'it';`);
    this.addSql(`alter table "booking"."booking_requests" add constraint "booking_requests_language_check" check (language in ('it', 'en'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking"."booking_requests" drop constraint "booking_requests_language_check";`);
    this.addSql(`alter table "booking"."booking_requests" drop column "language";`);
  }

}
