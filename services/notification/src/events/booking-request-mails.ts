import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import { TamperedError, type Keyring } from '@nbp/kit/crypto';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { BOOKING_REQUEST_RECEIVED, bookingRequestReceived, bookingRequestSealContext } from '@nbp/contracts/events/booking';
import { customerBookingMail, officeBookingMail, rentalFactsOf, type BookingRequestDetails } from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { MailDeps } from './mail-deps.ts';
import { deliverRequestMails, markRequestMailsFailed, type Recipient, type RequestMail } from './request-mails.ts';

const RECIPIENTS: Recipient[] = ['admin', 'customer'];

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
      ...rentalFactsOf(payload),
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

function composeFor(deps: MailDeps, recipient: Recipient, request: BookingRequestDetails): OutgoingMail {
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

/** The request's two mails, the customer copy capped. */
function mailsOf(message: Envelope, deps: MailDeps, request: BookingRequestDetails): RequestMail[] {
  return RECIPIENTS.map((recipient) => ({
    recipient,
    key: { eventId: message.id, recipient, requestId: request.requestId },
    compose: () => composeFor(deps, recipient, request),
    ...(recipient === 'customer' ? { capped: { email: request.customer.email, boatDay: `${request.boatId}|${request.startDate}` } } : {}),
  }));
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
      await deliverRequestMails(deps, { requestId: request.requestId, kind: 'received' }, mailsOf(message, deps, request));
    },
    async onGiveUp(message, error) {
      const parsed = bookingRequestReceived.safeParse(message.payload);
      if (!parsed.success) return; // nothing to mark: the bus dead-letters it and logs why
      const requestId = parsed.data.requestId;
      const keys = RECIPIENTS.map((recipient) => ({ recipient, key: { eventId: message.id, recipient, requestId } }));
      const marked = await markRequestMailsFailed(deps, { requestId, kind: 'received' }, keys, error);
      deps.logger.error({ requestId, eventId: message.id, marked }, 'booking request mails given up');
    },
  };
}
