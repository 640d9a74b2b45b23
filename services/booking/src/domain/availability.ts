import { coversDay, rangesOverlap, type DateRange } from './date-range.ts';

/** Only a confirmed booking takes its days; pending and cancelled ones leave the boat free. */
export const BLOCKING_STATUS = 'confirmed';
/** A boat_availability day is taken unless its status is this one. */
export const FREE_DAY_STATUS = 'available';

export interface BookedRange extends DateRange {
  status: string;
}

export interface MarkedDay {
  date: string;
  status: string;
}

/** A boat is free for a range when no confirmed booking overlaps it and no day in it is marked taken. */
export function isRangeFree(range: DateRange, bookings: BookedRange[], markedDays: MarkedDay[]): boolean {
  if (bookings.some((booking) => booking.status === BLOCKING_STATUS && rangesOverlap(range, booking))) return false;
  return !markedDays.some((day) => day.status !== FREE_DAY_STATUS && coversDay(range, day.date));
}
