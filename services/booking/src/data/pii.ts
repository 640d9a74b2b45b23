import { createHmac, hkdfSync } from 'node:crypto';
import { columnContext, Keyring, TamperedError } from '@nbp/kit/crypto';
import type { Logger } from '@nbp/kit/logger';
import { UNREADABLE_FIELD } from '@nbp/contracts/http/booking';

export type SealedTable = 'bookings' | 'booking_requests' | 'calendar_exports' | 'calendar_feeds';

/**
 * The table name each table's sealed values are bound to (their associated data, see columnContext).
 * The booking requests table was first named email_booking_requests and values sealed then name it;
 * re-naming the context would make every one of them unreadable, so the context keeps the table's
 * first name whatever the table is called now.
 */
export const SEALED_TABLE_NAME: Record<SealedTable, string> = {
  bookings: 'bookings',
  booking_requests: 'email_booking_requests',
  calendar_exports: 'calendar_exports',
  calendar_feeds: 'calendar_feeds',
};
/** The customer's columns of both tables (the ones data/reseal.ts brings to the bound format). */
export const SEALED_COLUMNS = [
  'customer_name_encrypted',
  'customer_email_encrypted',
  'customer_phone_encrypted',
  'notes_encrypted',
] as const;
/**
 * Every sealed column. A request's link token (access_token_encrypted) came after the bound format,
 * so it was never written any other way and needs no resealing; nor do the calendars' columns
 * (docs/calendars.md): a boat's export token (calendar_exports, the row's id being the boat's) and an
 * imported feed's URL, which may carry a marketplace's credential.
 */
export type SealedColumn = (typeof SEALED_COLUMNS)[number] | 'access_token_encrypted' | 'token_encrypted' | 'url_encrypted';

/** The cell a sealed value belongs to: it is sealed for it and opens only there. */
export interface SealedCell {
  table: SealedTable;
  id: number;
  column: SealedColumn;
}

/** The cells of one row, by column: what each of the row's sealed values is bound to. */
export const cellsOf =
  (table: SealedTable, id: number) =>
  (column: SealedColumn): SealedCell => ({ table, id, column });

/** The customer's fields as a booking or a request receives them, before they are sealed. */
export interface CustomerFieldsInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string | null | undefined;
}

/** The sealed contact columns of a booking or a request row. */
export interface SealedContactRow {
  id: number;
  customerNameEncrypted: string;
  customerEmailEncrypted: string;
  customerPhoneEncrypted: string;
}

const contextOf = (cell: SealedCell) => columnContext('booking', SEALED_TABLE_NAME[cell.table], cell.column, cell.id);

/**
 * Personal data at rest: sealed with the PII keyring on the way in, bound to its table, column and
 * row, and opened for the administrator on the way out. A value that fails authentication (altered
 * in the table, copied from another row or column, or sealed with a key no longer configured) is
 * never shown: the reader gets a placeholder and the log a warning naming only the record.
 */
export class Pii {
  readonly keyring: Keyring;
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

  seal(plain: string, cell: SealedCell): string {
    return this.keyring.seal(plain, contextOf(cell));
  }

  sealNullable(plain: string | null | undefined, cell: SealedCell): string | null {
    return this.keyring.sealNullable(plain, contextOf(cell));
  }

  /** The customer's fields sealed for their columns of one row (a booking's or a request's), notes null when empty. */
  sealCustomer(customer: CustomerFieldsInput, table: 'bookings' | 'booking_requests', id: number) {
    const cell = cellsOf(table, id);
    return {
      customerNameEncrypted: this.seal(customer.customerName, cell('customer_name_encrypted')),
      customerEmailEncrypted: this.seal(customer.customerEmail, cell('customer_email_encrypted')),
      customerPhoneEncrypted: this.seal(customer.customerPhone, cell('customer_phone_encrypted')),
      notesEncrypted: this.sealNullable(customer.notes, cell('notes_encrypted')),
    };
  }

  /** Seals a value for a message rather than a cell (see bookingRequestSealContext). */
  sealFor(plain: string, context: string): string {
    return this.keyring.seal(plain, context);
  }

  open(sealed: string, cell: SealedCell): string {
    try {
      return this.keyring.open(sealed, contextOf(cell));
    } catch (err) {
      if (!(err instanceof TamperedError)) throw err;
      this.logger.warn({ entity: cell.table, id: cell.id, field: cell.column, reason: err.message }, 'encrypted field refused');
      return UNREADABLE_FIELD;
    }
  }

  /** The customer's name, e-mail and phone of a booking's or a request's row, opened. */
  openContact(row: SealedContactRow, table: 'bookings' | 'booking_requests') {
    const cell = cellsOf(table, row.id);
    return {
      customerName: this.open(row.customerNameEncrypted, cell('customer_name_encrypted')),
      customerEmail: this.open(row.customerEmailEncrypted, cell('customer_email_encrypted')),
      customerPhone: this.open(row.customerPhoneEncrypted, cell('customer_phone_encrypted')),
    };
  }

  openNullable(sealed: string | null | undefined, cell: SealedCell): string | null {
    return sealed ? this.open(sealed, cell) : null;
  }

  /** A keyed hash, hex, 64 characters. */
  fingerprint(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}
