import { addDays, romeInstant } from '@nbp/contracts/days';

/** How long a request holds its days (docs/request-lifecycle.md#holds). */
export interface HoldSettings {
  /** The usual hold, in hours (fractions allowed). */
  hours: number;
  /** The shortest hold, whatever the departure, in hours. */
  minHours: number;
}

const HOUR_MS = 3_600_000;
/** The office answers by the evening before departure, so a hold never runs past 18:00 (Rome) of that day. */
const LAST_CALL = '18:00';

/**
 * Until when a request made at `now` for a rental starting `startDate` holds the boat: the usual
 * hold, cut at 18:00 in Rome the day before departure, yet never shorter than the minimum.
 */
export function holdUntil(now: Date, startDate: string, settings: HoldSettings): Date {
  const wanted = now.getTime() + settings.hours * HOUR_MS;
  const lastCall = romeInstant(addDays(startDate, -1), LAST_CALL).getTime();
  const shortest = now.getTime() + settings.minHours * HOUR_MS;
  return new Date(Math.max(Math.min(wanted, lastCall), shortest));
}

/** Half-way through the hold: when the office is reminded of a request nobody answered. */
export function reminderAt(createdAt: Date, hold: Date): Date {
  return new Date(createdAt.getTime() + (hold.getTime() - createdAt.getTime()) / 2);
}
