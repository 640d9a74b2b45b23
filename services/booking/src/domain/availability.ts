/**
 * When a boat is free for a range of days: no claim shares a day with it and no day in it is marked
 * anything but available. A claim is a confirmed or pending booking, or a pending request's hold
 * (docs/request-lifecycle.md#holds); cancelled bookings and requests that left pending hold nothing.
 * The check itself is one SQL statement in data/availability.ts, so that it runs on the indexes
 * instead of loading rows; test/availability-rule.test.ts asks that statement the rule's cases, and
 * test/public.test.ts compares it with a plain model of the rule on generated calendars.
 */

/** The booking statuses that hold their days (the claims trigger's rule). */
export const HOLDING_STATUSES: readonly string[] = ['pending', 'confirmed'];
/** Only a confirmed booking is public: the calendar lists it as booked. */
export const BLOCKING_STATUS = 'confirmed';
/** A boat_availability day is taken unless its status is this one. */
export const FREE_DAY_STATUS = 'available';
