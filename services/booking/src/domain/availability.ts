/**
 * When a boat is free for a range of days: no confirmed booking shares a day with it (pending and
 * cancelled ones leave the boat free) and no day in it is marked anything but available. The check
 * itself is one SQL statement in data/availability.ts, so that it runs on the indexes instead of
 * loading rows; test/availability-rule.test.ts asks that statement the rule's cases, and
 * test/public.test.ts compares it with a plain model of the rule on generated calendars.
 */

/** Only a confirmed booking takes its days; pending and cancelled ones leave the boat free. */
export const BLOCKING_STATUS = 'confirmed';
/** A boat_availability day is taken unless its status is this one. */
export const FREE_DAY_STATUS = 'available';
