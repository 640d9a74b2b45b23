import { daysText, inclusiveDays } from '@nbp/contracts/days';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The admin list's duration: the same count as the customer's quote and mails, both dates included
 * (11-13 August is 3 days), so one rental never has two lengths. Only the calendar date of a
 * timestamp counts; unreadable or reversed dates show as 1.
 */
export function bookingDuration(startDate: string, endDate: string): number {
  const start = CALENDAR_DATE.exec(startDate)?.[0];
  const end = CALENDAR_DATE.exec(endDate)?.[0];
  if (!start || !end) return 1;
  const days = inclusiveDays(start, end);
  return Number.isFinite(days) && days >= 1 ? days : 1;
}

/** '1 giorno', '3 giorni'. */
export function durationText(startDate: string, endDate: string): string {
  return daysText(bookingDuration(startDate, endDate), 'it');
}
