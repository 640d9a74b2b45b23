import { codedIssue, type CodedIssue } from '@nbp/contracts/errors';

/** A rental's calendar dates, YYYY-MM-DD, both ends inclusive. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

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

/** Adds whole days to a calendar date, in UTC so no daylight-saving change moves it. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
