import { enqueue } from '@nbp/kit/outbox';
import {
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SKIPPED,
  mailSkipReason,
  type EmailOutcome,
  type EmailSkipped,
  type RequestMailKind,
} from '@nbp/contracts/events/notification';
import type { OutgoingMail } from '../mail/mailer.ts';
import { deliverOnce, markFailed, safeError, type DeliveryKey } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';
import { customerCapGuard } from './customer-caps.ts';

/**
 * The mails of a booking request's events (received, and the later life's), as both consumers send
 * them: each (event, recipient) at most once, its outcome published to booking as the mail `kind`
 * names it (notification.email.sent/skipped/failed.v1), a capped customer copy withheld past the
 * sending caps (docs/mail-limits.md#which-mails-are-capped).
 */

export type Recipient = EmailOutcome['recipient'];

/** What the outcome events are about: the request and which of its mails; requestId null publishes none (a phone booking). */
export interface RequestMailSubject {
  requestId: number | null;
  kind: RequestMailKind;
}

/** One mail to one recipient. */
export interface RequestMail {
  recipient: Recipient;
  key: DeliveryKey;
  compose: () => OutgoingMail;
  /** A customer copy the caps cover: the address and the boat and first day they count by. */
  capped?: { email: string; boatDay: string };
}

/**
 * Sends every mail, each tried every time (a refused office mail must not hold back the customer's);
 * the outbox is kicked when an outcome was written, and any failure is thrown for the bus to retry.
 */
export async function deliverRequestMails(deps: MailDeps, subject: RequestMailSubject, mails: RequestMail[]): Promise<void> {
  const { requestId, kind } = subject;
  const failures: string[] = [];
  let written = 0;
  for (const { recipient, key, compose, capped } of mails) {
    try {
      const outcome = await deliverOnce(deps.em(), deps.mailer, key, compose, {
        leaseMs: deps.leaseMs,
        // Only the customer copy may be capped: the office mail always goes.
        guard: capped ? customerCapGuard(deps.customerCaps, deps.recipientKey(capped.email), capped.boatDay) : undefined,
        onSkipped: (tx, row) => {
          if (requestId === null) return;
          enqueue(tx, EMAIL_SKIPPED, {
            requestId,
            recipient,
            reason: mailSkipReason.parse(row.skipReason),
            mail: kind,
          } satisfies EmailSkipped);
        },
        onSent: (tx, row) => {
          if (requestId === null) return;
          enqueue(tx, EMAIL_SENT, { requestId, recipient, attempts: row.attempts, error: null, mail: kind } satisfies EmailOutcome);
        },
      });
      if ((outcome === 'sent' || outcome === 'withheld') && requestId !== null) written += 1;
    } catch (err) {
      failures.push(`${recipient}: ${safeError(err)}`);
    }
  }
  if (written) deps.afterCommit();
  if (failures.length) throw new Error(`mail not delivered (${failures.join('; ')})`);
}

/** After the last try: each delivery marked failed, and booking told (notification.email.failed.v1). Returns how many were marked. */
export async function markRequestMailsFailed(
  deps: MailDeps,
  subject: RequestMailSubject,
  mails: Pick<RequestMail, 'recipient' | 'key'>[],
  error: Error,
): Promise<number> {
  const { requestId, kind } = subject;
  let marked = 0;
  for (const { recipient, key } of mails) {
    const failed = await markFailed(deps.em(), key, safeError(error), (tx, row) => {
      if (requestId === null) return;
      enqueue(tx, EMAIL_FAILED, {
        requestId,
        recipient,
        attempts: row.attempts,
        error: row.lastError ?? null,
        mail: kind,
      } satisfies EmailOutcome);
    });
    if (failed) marked += 1;
  }
  if (marked && requestId !== null) deps.afterCommit();
  return marked;
}
