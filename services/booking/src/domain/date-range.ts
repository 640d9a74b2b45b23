import type { DayRange } from '@nbp/contracts/days';
import { MESSAGES } from '@nbp/contracts/messages';

/** A rental's calendar dates, YYYY-MM-DD, both ends inclusive. */
export type DateRange = DayRange;

/**
 * The date rules of a public request, in the order the booking card shows them: a start in the
 * past, an end in the past, an end before the start. Returns the field and its Italian message.
 */
export function requestDateProblem(range: DateRange, today: string): { path: 'startDate' | 'endDate'; message: string } | null {
  if (range.startDate < today) return { path: 'startDate', message: MESSAGES.pastDate };
  if (range.endDate < today) return { path: 'endDate', message: MESSAGES.endInPast };
  if (range.endDate < range.startDate) return { path: 'endDate', message: MESSAGES.endBeforeStart };
  return null;
}
