import { createHmac, hkdfSync } from 'node:crypto';
import { Keyring, TamperedError } from '@nbp/kit/crypto';
import type { Logger } from '@nbp/kit/logger';
import { UNREADABLE_FIELD } from '@nbp/contracts/http/booking';

/**
 * Personal data at rest: sealed with the PII keyring on the way in, opened for the administrator on
 * the way out. A value that fails authentication (altered in the table, or sealed with a key no
 * longer configured) is never shown: the reader gets a placeholder and the log a warning naming
 * only the record.
 */
export class Pii {
  private readonly keyring: Keyring;
  private readonly hashKey: Buffer;

  constructor(
    keys: string,
    activeKeyId: string | undefined,
    private readonly logger: Logger,
  ) {
    this.keyring = new Keyring(keys, activeKeyId);
    // Fingerprints (double-submit key, rate-limit key) must not be reversible by guessing e-mails
    // or addresses, so they are keyed with a key derived from the active PII key.
    const entry = keys
      .split(',')
      .map((s) => s.trim().split(':'))
      .find(([id]) => id === this.keyring.activeKeyId);
    this.hashKey = Buffer.from(hkdfSync('sha256', Buffer.from(entry?.[1] ?? '', 'base64'), Buffer.alloc(0), 'booking-fingerprint', 32));
  }

  seal(plain: string): string {
    return this.keyring.seal(plain);
  }

  sealNullable(plain: string | null | undefined): string | null {
    return this.keyring.sealNullable(plain);
  }

  open(sealed: string, where: { entity: string; id: number; field: string }): string {
    try {
      return this.keyring.open(sealed);
    } catch (err) {
      if (!(err instanceof TamperedError)) throw err;
      this.logger.warn({ ...where, reason: err.message }, 'encrypted field refused');
      return UNREADABLE_FIELD;
    }
  }

  openNullable(sealed: string | null | undefined, where: { entity: string; id: number; field: string }): string | null {
    return sealed ? this.open(sealed, where) : null;
  }

  /** A keyed hash, hex, 64 characters. */
  fingerprint(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}
