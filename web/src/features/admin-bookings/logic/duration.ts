import { dayLabel } from '../../../lib/format.ts';

const DAY_MS = 86_400_000;

function toTime(value: string): number {
  // A calendar date is read at midnight UTC, so a DST change in between cannot shorten a day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

/**
 * The admin list's duration (spec section 2): the days between the two dates rounded up; a
 * booking that starts and ends on the same day (0) counts as 1.
 */
export function bookingDuration(startDate: string, endDate: string): number {
  const start = toTime(startDate);
  const end = toTime(endDate);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 1;
  const days = Math.ceil((end - start) / DAY_MS);
  return days <= 0 ? 1 : days;
}

/** '1 giorno', '3 giorni'. */
export function durationText(startDate: string, endDate: string): string {
  const days = bookingDuration(startDate, endDate);
  return `${days} ${dayLabel(days)}`;
}
