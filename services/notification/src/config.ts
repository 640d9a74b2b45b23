import { z } from 'zod';
import { serviceEnv } from '@nbp/kit/config';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';

const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const notificationEnv = serviceEnv('notification').extend({
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  /** Off for the local catcher; a real relay may need TLS on connect and a login. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('"Alacaluf Charter" <noreply@alacaluf-charter.example>'),
  /** Where booking requests and contact messages go; without it the business e-mail. */
  OFFICE_EMAIL: z.email().optional(),
  PII_KEYS: z.string().min(1).default(DEV_PII_KEYS),
  PII_ACTIVE_KEY: z.string().min(1).optional(),
  /** Tries of one mail before it is marked failed and dead-lettered. */
  MAIL_MAX_ATTEMPTS: positiveInt(5, 50),
  /** First retry delay; it doubles on every try. */
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /**
   * Caps on the customer mails a stranger can cause (received, expired, cancelled), which go to
   * whatever address was typed: copies to one mailbox in the last hour and the last 24 hours, and
   * copies for requests of one boat starting the same day in the last 24 hours. Past a cap only that
   * copy is withheld (docs/mail-limits.md#which-mails-are-capped).
   */
  CUSTOMER_MAIL_MAX_PER_HOUR: positiveInt(3, 1_000_000),
  CUSTOMER_MAIL_MAX_PER_DAY: positiveInt(10, 1_000_000),
  CUSTOMER_MAIL_MAX_PER_BOAT_DAY: positiveInt(5, 1_000_000),
  /**
   * How long a claim to send a mail keeps every other replica from sending it: longer than an SMTP
   * exchange (at most about 50 s) plus the time to record it; past it the mail is sent again.
   */
  MAIL_SEND_LEASE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(180_000),
  /** Contact messages one client address may send per window, counted across every replica. */
  CONTACT_RATE_LIMIT_MAX: positiveInt(5, 10_000),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600, 86_400),
});
export type NotificationConfig = z.output<typeof notificationEnv>;
