import { LockMode } from '@mikro-orm/core';
import {
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SKIPPED,
  emailOutcome,
  emailSkipped,
  type MailSkipReason,
} from '@nbp/contracts/events/notification';
import { PermanentError } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { firstDelivery } from '@nbp/kit/outbox';
import type { Infrastructure } from '@nbp/kit/runtime';
import { BookingRequestEntity } from '../data/entities.ts';
import { deliveryStatus, recordOutcome, type MailOutcome } from '../domain/delivery-status.ts';

const CONSUMER = 'booking.email-outcomes';

/**
 * Keeps a request's delivery fields true to what the notification service reports, one event per
 * recipient. Idempotent (a redelivered event changes nothing) and safe when the two events of one
 * request are handled at the same time (the row is locked while it is updated).
 */
export async function consumeEmailOutcomes(infra: Infrastructure): Promise<void> {
  await infra.bus.consume({
    queue: 'email-outcomes',
    bindings: [EMAIL_SENT, EMAIL_FAILED, EMAIL_SKIPPED],
    handler: emailOutcomeHandler(infra),
  });
}

export function emailOutcomeHandler(infra: Pick<Infrastructure, 'orm' | 'schema'>): (message: Envelope) => Promise<void> {
  return async (message) => {
    const read = readOutcome(message);
    if (!read) throw new PermanentError(`malformed e-mail outcome ${message.id}`);
    // The outcomes of a request's later mails (confirmed, declined, ...) do not make its delivery status.
    if (read === 'other-mail') return;
    const { outcome, requestId, recipient, reason } = read;
    await infra.orm.em.fork().transactional(async (tx) => {
      if (!(await firstDelivery(tx, infra.schema, CONSUMER, message.id))) return;
      const row = await tx.findOne(BookingRequestEntity, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new PermanentError(`e-mail outcome for unknown booking request ${requestId}`);
      const delivery = recordOutcome(
        {
          admin: (row.adminEmailOutcome as MailOutcome | null) ?? null,
          customer: (row.customerEmailOutcome as MailOutcome | null) ?? null,
        },
        recipient,
        outcome,
      );
      tx.assign(row, {
        adminEmailOutcome: delivery.admin,
        customerEmailOutcome: delivery.customer,
        adminEmailSent: delivery.admin === 'sent',
        customerEmailSent: delivery.customer === 'sent',
        emailStatus: deliveryStatus(delivery),
        // Only the report that made the customer copy 'skipped' says why.
        ...(recipient === 'customer' && delivery.customer === 'skipped' && reason ? { customerEmailSkipReason: reason } : {}),
      });
    });
  };
}

interface ReadOutcome {
  outcome: MailOutcome;
  requestId: number;
  recipient: 'admin' | 'customer';
  reason: MailSkipReason | null;
}

/**
 * The outcome an event reports, 'other-mail' for the outcome of a mail other than the arrival's
 * two, or null when its type or payload is not one we know.
 */
function readOutcome(message: Envelope): ReadOutcome | 'other-mail' | null {
  if (message.type === EMAIL_SKIPPED) {
    const parsed = emailSkipped.safeParse(message.payload);
    if (!parsed.success) return null;
    const { requestId, recipient, reason, mail } = parsed.data;
    // A withheld expiry or cancellation copy (docs/mail-limits.md#which-mails-are-capped) is not the arrival's.
    if (mail !== 'received') return 'other-mail';
    return { outcome: 'skipped', requestId, recipient, reason };
  }
  if (message.type !== EMAIL_SENT && message.type !== EMAIL_FAILED) return null;
  const parsed = emailOutcome.safeParse(message.payload);
  if (!parsed.success) return null;
  const { requestId, recipient, mail } = parsed.data;
  if (mail !== 'received') return 'other-mail';
  return { outcome: message.type === EMAIL_SENT ? 'sent' : 'failed', requestId, recipient, reason: null };
}
