import { Migration } from '@mikro-orm/migrations';

/**
 * login_attempts holds keyed hashes from now on (docs/security-sign-in.md#what-the-table-holds).
 * The rows written before held addresses and e-mails in clear; SQL cannot hash them (the key is
 * derived from the signing key, which only the service's configuration has), and they count for
 * at most one window (LOGIN_WINDOW_MINUTES), so they go. The columns keep their names and sizes,
 * so the previous release still writes while the new one rolls out.
 */
export class Migration20261128060000 extends Migration {

  override name = 'Migration20261128060000';

  override up(): void | Promise<void> {
    this.addSql(`delete from "identity"."login_attempts";`);
  }

  override down(): void | Promise<void> {
    // The hashes cannot be turned back into addresses: the older release starts with empty counts.
    this.addSql(`delete from "identity"."login_attempts";`);
  }

}
