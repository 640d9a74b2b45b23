import { FREE_DAY_STATUS, HOLDING_STATUSES } from '../src/domain/availability.ts';
import type { DateRange } from '../src/domain/date-range.ts';

/**
 * A plain model of the availability rule, for tests only: production asks the database
 * (data/availability.ts), and the tests compare its answers with this one.
 */

export interface BookedRange extends DateRange {
  status: string;
}

export interface MarkedDay {
  date: string;
  status: string;
}

/**
 * Two inclusive ranges share at least one day. ISO dates compare correctly as strings, so no
 * time zone can shift a day (the same rule as the database's daterange '[]' overlap).
 */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

export function coversDay(range: DateRange, day: string): boolean {
  return range.startDate <= day && day <= range.endDate;
}

/** A boat is free for a range when no booking that holds its days (pending or confirmed) overlaps it and no day in it is marked taken. */
export function isRangeFree(range: DateRange, bookings: BookedRange[], markedDays: MarkedDay[]): boolean {
  if (bookings.some((booking) => HOLDING_STATUSES.includes(booking.status) && rangesOverlap(range, booking))) return false;
  return !markedDays.some((day) => day.status !== FREE_DAY_STATUS && coversDay(range, day.date));
}
