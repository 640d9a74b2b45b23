import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import { TamperedError, type Keyring } from '@nbp/kit/crypto';
import { enqueue } from '@nbp/kit/outbox';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { BOOKING_REQUEST_RECEIVED, bookingRequestReceived, bookingRequestSealContext } from '@nbp/contracts/events/booking';
import {
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SKIPPED,
  mailSkipReason,
  type EmailOutcome,
  type EmailSkipped,
} from '@nbp/contracts/events/notification';
import { customerBookingMail, officeBookingMail, type BookingRequestDetails } from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { deliverOnce, markFailed, safeError } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';
import { customerCapGuard } from './customer-caps.ts';

type BookingRecipient = EmailOutcome['recipient'];
const RECIPIENTS: BookingRecipient[] = ['admin', 'customer'];

/** The event's request with the customer's fields opened; a message that cannot be read is never retried. */
function readRequest(message: Envelope, keyring: Keyring): BookingRequestDetails {
  const parsed = bookingRequestReceived.safeParse(message.payload);
  if (!parsed.success) throw new PermanentError(`invalid ${BOOKING_REQUEST_RECEIVED} payload`);
  const payload = parsed.data;
  const holdUntil = payload.holdUntil === undefined ? null : new Date(payload.holdUntil);
  if (holdUntil && Number.isNaN(holdUntil.getTime())) throw new PermanentError(`${BOOKING_REQUEST_RECEIVED}: invalid holdUntil`);
  // Each field opens only as that field of this request's event (booking sealed it so).
  const open = (field: Parameters<typeof bookingRequestSealContext>[0], value: string) =>
    keyring.open(value, bookingRequestSealContext(field, payload.requestId));
  try {
    const receivedAt = new Date(message.occurredAt);
    return {
      requestId: payload.requestId,
      boatId: payload.boatId,
      boatName: payload.boatName,
      startDate: payload.startDate,
      endDate: payload.endDate,
      days: payload.days,
      totalPrice: payload.totalPrice,
      deposit: payload.deposit,
      customer: {
        name: open('customerName', payload.customerName),
        email: open('customerEmail', payload.customerEmail),
        phone: open('customerPhone', payload.customerPhone),
      },
      notes: payload.notes ? open('notes', payload.notes) : null,
      receivedAt: Number.isNaN(receivedAt.getTime()) ? new Date() : receivedAt,
      holdUntil,
      accessToken: payload.accessToken ? open('accessToken', payload.accessToken) : null,
      holdsDays: payload.holdsDays,
      // Missing in events from before languages: read as Italian (docs/languages.md).
      language: payload.language,
    };
  } catch (err) {
    if (err instanceof TamperedError) throw new PermanentError(`${BOOKING_REQUEST_RECEIVED}: ${err.message}`);
    throw err;
  }
}

function composeFor(deps: MailDeps, recipient: BookingRecipient, request: BookingRequestDetails): OutgoingMail {
  const { business } = deps.brand;
  const customer = { name: request.customer.name, address: request.customer.email };
  if (recipient === 'admin') {
    // Replying to the office mail writes to the customer.
    return { ...officeBookingMail(deps.brand, request), to: { name: business.name, address: deps.officeEmail }, replyTo: customer };
  }
  // The address alone: a display name would put the visitor's text in front of the recipient.
  return {
    ...customerBookingMail(deps.brand, request),
    to: { name: '', address: request.customer.email },
    replyTo: { name: business.name, address: deps.officeEmail },
  };
}

/**
 * booking.request.received.v1 -> a mail to the office and one to the customer. The customer copy
 * is withheld past the sending caps (then notification.email.skipped.v1 says why). Each recipient is
 * sent at most once per event; a failure is retried by the bus with backoff, and after the last
 * try the delivery is marked failed and notification.email.failed.v1 tells booking.
 */
export function bookingRequestMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'booking-mails',
    bindings: [BOOKING_REQUEST_RECEIVED],
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    // A delivery holds a database connection while the SMTP server answers: few at a time, so
    // the two consumers together stay below the pool and HTTP requests still get a connection.
    prefetch: 4,
    async handler(message) {
      const request = readRequest(message, deps.keyring);
      const failures: string[] = [];
      let written = 0;
      // Both recipients are tried every time: a refused office mail must not hold back the customer's.
      for (const recipient of RECIPIENTS) {
        try {
          const outcome = await deliverOnce(
            deps.em(),
            deps.mailer,
            { eventId: message.id, recipient, requestId: request.requestId },
            () => composeFor(deps, recipient, request),
            {
              leaseMs: deps.leaseMs,
              onSent: (tx, row) => {
                enqueue(tx, EMAIL_SENT, {
                  requestId: request.requestId,
                  recipient,
                  attempts: row.attempts,
                  error: null,
                  mail: 'received',
                } satisfies EmailOutcome);
              },
              // Only the customer copy is capped: the office mail always goes.
              guard:
                recipient === 'customer'
                  ? customerCapGuard(deps.customerCaps, deps.recipientKey(request.customer.email), `${request.boatId}|${request.startDate}`)
                  : undefined,
              onSkipped: (tx, row) => {
                enqueue(tx, EMAIL_SKIPPED, {
                  requestId: request.requestId,
                  recipient,
                  reason: mailSkipReason.parse(row.skipReason),
                  mail: 'received',
                } satisfies EmailSkipped);
              },
            },
          );
          if (outcome === 'sent' || outcome === 'withheld') written += 1;
        } catch (err) {
          failures.push(`${recipient}: ${safeError(err)}`);
        }
      }
      if (written) deps.afterCommit();
      if (failures.length) throw new Error(`mail not delivered (${failures.join('; ')})`);
    },
    async onGiveUp(message, error) {
      const parsed = bookingRequestReceived.safeParse(message.payload);
      if (!parsed.success) return; // nothing to mark: the bus dead-letters it and logs why
      const requestId = parsed.data.requestId;
      let marked = 0;
      for (const recipient of RECIPIENTS) {
        const failed = await markFailed(deps.em(), { eventId: message.id, recipient, requestId }, safeError(error), (tx, row) => {
          enqueue(tx, EMAIL_FAILED, {
            requestId,
            recipient,
            attempts: row.attempts,
            error: row.lastError ?? null,
            mail: 'received',
          } satisfies EmailOutcome);
        });
        if (failed) marked += 1;
      }
      if (marked) deps.afterCommit();
      deps.logger.error({ requestId, eventId: message.id, marked }, 'booking request mails given up');
    },
  };
}
