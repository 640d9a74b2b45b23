import { addDays, firstBookableDate } from '@nbp/contracts/days';

/**
 * The bounds of what the booking card lets a visitor pick, kept in one place: the first bookable day
 * (today only until the same-day cut-off hour) and the last day an end may take for a chosen start
 * (at most 30 days in all, and never across a day that is taken).
 *
 * The numbers repeat the contracts' (MAX_RENTAL_DAYS, DEFAULT_SAME_DAY_CUTOFF_HOUR) because those
 * modules build zod schemas, which a boat page does not load; bookable-range.test.ts checks they agree.
 * The booking service applies the same cut-off with its own setting and has the last word.
 */

/** The longest rental, in days, both ends included. */
export const MAX_RENTAL_DAYS = 30;

/** Until which hour (Europe/Rome) today may still be asked for. */
export const SAME_DAY_CUTOFF_HOUR = 9;

/** The first day a visitor may pick: today before the cut-off hour in Rome, tomorrow from it on. */
export function firstBookableDay(now: Date = new Date(), cutoffHour: number = SAME_DAY_CUTOFF_HOUR): string {
  return firstBookableDate(now, cutoffHour);
}

/**
 * The last day an end may be for `start`: the 30th day of the rental, or the day before the first
 * taken day after the start, whichever comes first (a rental cannot jump over a taken day).
 */
export function lastEndDay(start: string, blocked: ReadonlySet<string>, maxDays: number = MAX_RENTAL_DAYS): string {
  for (let offset = 1; offset < maxDays; offset++) {
    const day = addDays(start, offset);
    if (blocked.has(day)) return addDays(day, -1);
  }
  return addDays(start, maxDays - 1);
}
