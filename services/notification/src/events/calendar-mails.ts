import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import type { Envelope } from '@nbp/contracts/events/envelope';
import { CALENDAR_CONFLICT, CALENDAR_FEED_STALE, calendarConflictEvent, calendarFeedStaleEvent } from '@nbp/contracts/http/calendars';
import { officeCalendarConflictMail, officeStaleFeedMail } from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { deliverOnce, markFailed, safeError, type DeliveryKey } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';

/** The office's mails about imported calendars (docs/calendars.md#conflicts-and-quiet-feeds), on one queue. */
export const CALENDAR_EVENTS = [CALENDAR_CONFLICT, CALENDAR_FEED_STALE];

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The mail an event asks for and the delivery it is recorded as; anything unreadable is refused for good. */
function plan(message: Envelope, deps: MailDeps): { key: DeliveryKey; compose: () => OutgoingMail } {
  const office = { name: deps.brand.business.name, address: deps.officeEmail };
  if (message.type === CALENDAR_CONFLICT) {
    const parsed = calendarConflictEvent.safeParse(message.payload);
    if (!parsed.success) throw new PermanentError(`invalid ${CALENDAR_CONFLICT} payload`);
    const conflict = parsed.data;
    if (!ISO_DATE.test(conflict.startDate) || !ISO_DATE.test(conflict.endDate) || conflict.endDate < conflict.startDate) {
      throw new PermanentError(`${CALENDAR_CONFLICT}: invalid days`);
    }
    if ((conflict.bookingId === null) === (conflict.requestId === null))
      throw new PermanentError(`${CALENDAR_CONFLICT}: no booking or request`);
    return {
      key: { eventId: message.id, recipient: 'office-calendar', conflictId: conflict.conflictId },
      compose: () => ({ ...officeCalendarConflictMail(deps.brand, conflict), to: office }),
    };
  }
  if (message.type === CALENDAR_FEED_STALE) {
    const parsed = calendarFeedStaleEvent.safeParse(message.payload);
    if (!parsed.success) throw new PermanentError(`invalid ${CALENDAR_FEED_STALE} payload`);
    const feed = parsed.data;
    const lastSuccessAt = feed.lastSuccessAt ? new Date(feed.lastSuccessAt) : null;
    if (lastSuccessAt && Number.isNaN(lastSuccessAt.getTime())) throw new PermanentError(`${CALENDAR_FEED_STALE}: invalid lastSuccessAt`);
    return {
      key: { eventId: message.id, recipient: 'office-calendar', feedId: feed.feedId },
      compose: () => ({ ...officeStaleFeedMail(deps.brand, { ...feed, lastSuccessAt }), to: office }),
    };
  }
  throw new PermanentError(`unexpected event type ${message.type}`);
}

/** What onGiveUp can still tell from a message: its delivery's key, when the payload names its subject. */
function keyOf(message: Envelope): DeliveryKey | null {
  const payload = message.payload as { conflictId?: unknown; feedId?: unknown } | null;
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  if (message.type === CALENDAR_CONFLICT && id(payload?.conflictId) !== null) {
    return { eventId: message.id, recipient: 'office-calendar', conflictId: id(payload?.conflictId)! };
  }
  if (message.type === CALENDAR_FEED_STALE && id(payload?.feedId) !== null) {
    return { eventId: message.id, recipient: 'office-calendar', feedId: id(payload?.feedId)! };
  }
  return null;
}

/**
 * calendar.conflict.v1 and calendar.feed.stale.v1 -> one mail each to the office, in Italian, with
 * no personal data (the events carry none). Each event is mailed at most once (its delivery row is
 * the idempotency key), a failure is retried by the bus, and after the last try the delivery is
 * marked failed. Nobody consumes an outcome of these.
 */
export function calendarMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'calendar-mails',
    bindings: CALENDAR_EVENTS,
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    // A delivery holds a database connection while the SMTP server answers: few at a time.
    prefetch: 2,
    async handler(message) {
      const { key, compose } = plan(message, deps);
      await deliverOnce(deps.em(), deps.mailer, key, compose, { leaseMs: deps.leaseMs });
    },
    async onGiveUp(message, error) {
      const key = keyOf(message);
      if (!key) return; // nothing to mark: the bus dead-letters it and logs why
      await markFailed(deps.em(), key, safeError(error));
      deps.logger.error({ type: message.type, eventId: message.id }, 'calendar mail given up');
    },
  };
}
