import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { BOOKING_REQUEST_HOARDING, bookingRequestHoarding } from '@nbp/contracts/events/booking';
import { officeHoardingAlarmMail } from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { deliverOnce, markFailed, safeError, type DeliveryKey } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';

/** The office's alarms (docs/request-lifecycle.md#hoarding), on one queue. */
export const ALARM_EVENTS = [BOOKING_REQUEST_HOARDING];

const keyOf = (message: Envelope): DeliveryKey => ({ eventId: message.id, recipient: 'office-alarm' });

/** The mail an event asks for; anything unreadable is refused for good. */
function compose(message: Envelope, deps: MailDeps): () => OutgoingMail {
  if (message.type !== BOOKING_REQUEST_HOARDING) throw new PermanentError(`unexpected event type ${message.type}`);
  const parsed = bookingRequestHoarding.safeParse(message.payload);
  if (!parsed.success) throw new PermanentError(`invalid ${BOOKING_REQUEST_HOARDING} payload`);
  const since = new Date(parsed.data.since);
  if (Number.isNaN(since.getTime())) throw new PermanentError(`${BOOKING_REQUEST_HOARDING}: invalid since`);
  const office = { name: deps.brand.business.name, address: deps.officeEmail };
  return () => ({ ...officeHoardingAlarmMail(deps.brand, { ...parsed.data, since }), to: office });
}

/**
 * booking.request.hoarding.v1 -> one mail to the office, in Italian, with no personal data (the event
 * carries none). Booking publishes at most one per alarm window; each event is mailed at most once
 * (its delivery row is the idempotency key), a failure is retried by the bus, and after the last try
 * the delivery is marked failed.
 */
export function alarmMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'alarm-mails',
    bindings: ALARM_EVENTS,
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    prefetch: 2,
    async handler(message) {
      await deliverOnce(deps.em(), deps.mailer, keyOf(message), compose(message, deps), { leaseMs: deps.leaseMs });
    },
    async onGiveUp(message, error) {
      await markFailed(deps.em(), keyOf(message), safeError(error));
      deps.logger.error({ type: message.type, eventId: message.id }, 'alarm mail given up');
    },
  };
}
