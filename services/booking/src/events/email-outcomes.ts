import { LockMode } from '@mikro-orm/core';
import { EMAIL_FAILED, EMAIL_SENT, emailOutcome } from '@nbp/contracts/events/notification';
import { PermanentError } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { firstDelivery } from '@nbp/kit/outbox';
import type { Infrastructure } from '@nbp/kit/runtime';
import { EmailBookingRequestEntity } from '../data/entities.ts';
import { deliveryStatus, recordOutcome, type MailOutcome } from '../domain/delivery-status.ts';

const CONSUMER = 'booking.email-outcomes';

/**
 * Keeps a request's delivery fields true to what the notification service reports, one event per
 * recipient. Idempotent (a redelivered event changes nothing) and safe when the two events of one
 * request are handled at the same time (the row is locked while it is updated).
 */
export async function consumeEmailOutcomes(infra: Infrastructure): Promise<void> {
  await infra.bus.consume({ queue: 'email-outcomes', bindings: [EMAIL_SENT, EMAIL_FAILED], handler: emailOutcomeHandler(infra) });
}

export function emailOutcomeHandler(infra: Pick<Infrastructure, 'orm' | 'schema'>): (message: Envelope) => Promise<void> {
  return async (message) => {
    const parsed = emailOutcome.safeParse(message.payload);
    if (!parsed.success || (message.type !== EMAIL_SENT && message.type !== EMAIL_FAILED)) {
      throw new PermanentError(`malformed e-mail outcome ${message.id}`);
    }
    const outcome: MailOutcome = message.type === EMAIL_SENT ? 'sent' : 'failed';
    const { requestId, recipient } = parsed.data;
    await infra.orm.em.fork().transactional(async (tx) => {
      if (!(await firstDelivery(tx, infra.schema, CONSUMER, message.id))) return;
      const row = await tx.findOne(EmailBookingRequestEntity, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
      });
    });
  };
}
