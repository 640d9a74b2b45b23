import type { EntityManager } from '@mikro-orm/postgresql';
import type { Keyring } from '@nbp/kit/crypto';
import type { Logger } from '@nbp/kit/logger';
import type { Mailer } from '../mail/mailer.ts';
import type { MailBrand } from '../mail/templates.ts';

/** What the mail consumers need, handed in by main (and by the tests). */
export interface MailDeps {
  em: () => EntityManager;
  mailer: Mailer;
  keyring: Keyring;
  brand: MailBrand;
  /** Where booking requests and contact messages go. */
  officeEmail: string;
  logger: Logger;
  /** Publishes the outbox now, after a commit that wrote to it. */
  afterCommit: () => void;
  maxAttempts: number;
  retryDelayMs: number;
  /** How long a claim to send keeps other copies of an event from sending (MAIL_SEND_LEASE_MS). */
  leaseMs?: number;
  /** Caps on the customer mails a stranger can cause (CUSTOMER_MAIL_MAX_* in config.ts; docs/mail-limits.md#which-mails-are-capped). */
  customerCaps: CustomerCaps;
  /** The keyed hash the caps count an address by: of its mailbox (docs/mail-limits.md#counting-an-address). */
  recipientKey: (address: string) => string;
}

export interface CustomerCaps {
  perHour: number;
  perDay: number;
  perBoatDay: number;
}
