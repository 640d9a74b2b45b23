import type { ConsumerOptions } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { BOOKING_CANCELLED, BOOKING_CHANGED, BOOKING_CONFIRMED, type BookingLifecycleEventType } from '@nbp/contracts/events/booking';
import type { DeliveryKey } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';
import { isLifecycleEvent, LIFECYCLE, LIFECYCLE_EVENTS, plan } from './lifecycle-plan.ts';
import { deliverRequestMails, markRequestMailsFailed, type Recipient, type RequestMail } from './request-mails.ts';

/** The delivery's key: the event and recipient, and what the mail is about (request or phone booking). */
function keyOf(message: Envelope, recipient: Recipient, ids: { requestId: number | null; bookingId: number | null }): DeliveryKey {
  return {
    eventId: message.id,
    recipient,
    ...(ids.requestId !== null ? { requestId: ids.requestId } : { bookingId: ids.bookingId ?? undefined }),
  };
}

/** What onGiveUp can still tell from a message whose sealed fields need not open. */
function subjectOf(message: Envelope): { type: BookingLifecycleEventType; requestId: number | null; bookingId: number | null } | null {
  if (!isLifecycleEvent(message.type)) return null;
  const payload = message.payload as { requestId?: unknown; bookingId?: unknown } | null;
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  // A booking's own mails (a phone booking's confirmation, an office change) are about the booking.
  if (message.type === BOOKING_CONFIRMED || message.type === BOOKING_CHANGED || message.type === BOOKING_CANCELLED) {
    const bookingId = id(payload?.bookingId);
    return bookingId === null ? null : { type: message.type, requestId: null, bookingId };
  }
  const requestId = id(payload?.requestId);
  return requestId === null ? null : { type: message.type, requestId, bookingId: null };
}

/**
 * The mails of a rental's later life (docs/request-lifecycle.md#events), on one queue bound to all
 * lifecycle events and dispatched on the envelope's type. As for the received mails: each (event,
 * recipient) is sent at most once, a failure is retried by the bus, and after the last try the
 * delivery is marked failed. Outcomes (sent, failed, skipped) name the mail; a phone booking's
 * confirmation belongs to no request, so it publishes none. The customer copy of an expiry or a
 * cancellation counts against the same caps as the received copy, and is withheld past them: a
 * stranger causes those by sending the form (and cancelling), so without the caps a request and
 * cancel loop would mail any address without end (docs/mail-limits.md#which-mails-are-capped).
 */
export function lifecycleMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'booking-lifecycle-mails',
    bindings: LIFECYCLE_EVENTS,
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    // A delivery holds a database connection while the SMTP server answers: few at a time, so the
    // consumers together stay below the pool and HTTP requests still get a connection.
    prefetch: 2,
    async handler(message) {
      const planned = plan(message, deps);
      const { kind, recipients, capped: cappedEvent } = LIFECYCLE[planned.type];
      const mails: RequestMail[] = recipients.flatMap((recipient) => {
        const compose = planned.mails[recipient];
        if (!compose) return [];
        // The office's notice always goes; only the customer's copy is capped.
        const capped = recipient === 'customer' && cappedEvent ? planned.capped : undefined;
        return [{ recipient, key: keyOf(message, recipient, planned), compose, ...(capped ? { capped } : {}) }];
      });
      await deliverRequestMails(deps, { requestId: planned.requestId, kind }, mails);
    },
    async onGiveUp(message, error) {
      const subject = subjectOf(message);
      if (!subject) return; // nothing to mark: the bus dead-letters it and logs why
      const { kind, recipients } = LIFECYCLE[subject.type];
      const keys = recipients.map((recipient) => ({ recipient, key: keyOf(message, recipient, subject) }));
      const marked = await markRequestMailsFailed(deps, { requestId: subject.requestId, kind }, keys, error);
      deps.logger.error(
        { type: subject.type, requestId: subject.requestId, bookingId: subject.bookingId, eventId: message.id, marked },
        'lifecycle mails given up',
      );
    },
  };
}
