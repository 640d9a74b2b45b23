import type { DayRange } from '@nbp/contracts/days';
import { codedIssue, type CodedIssue } from '@nbp/contracts/errors';

/** A rental's calendar dates, YYYY-MM-DD, both ends inclusive. */
export type DateRange = DayRange;

/**
 * The date rules of a public request, in the order the booking card shows them: a start in the
 * past, an end in the past, an end before the start. Returns the field and its Italian message.
 */
export function requestDateProblem(range: DateRange, today: string): CodedIssue | null {
  if (range.startDate < today) return codedIssue('startDate', { code: 'date_in_past' });
  if (range.endDate < today) return codedIssue('endDate', { code: 'end_date_in_past' });
  if (range.endDate < range.startDate) return codedIssue('endDate', { code: 'end_before_start' });
  return null;
}
