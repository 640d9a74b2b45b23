import { inclusiveDays, monthOfDay } from '@nbp/contracts/days';

/**
 * The calendar spans the dashboard figures count over (docs/back-office.md#dashboard-figures), from
 * Rome's calendar day `today` (AAAA-MM-GG).
 */

/**
 * The season the dashboard counts: the one running (1 April to 31 October, both days counted), or
 * else the next one, `running` saying which (from November, next year's).
 */
export function seasonOf(today: string): { year: number; from: string; to: string; running: boolean } {
  const thisYear = Number(today.slice(0, 4));
  const year = today > `${thisYear}-10-31` ? thisYear + 1 : thisYear;
  const from = `${year}-04-01`;
  const to = `${year}-10-31`;
  return { year, from, to, running: today >= from && today <= to };
}

/** This calendar month: its 'AAAA-MM', first and last day, and how many days it has. */
export function monthOf(today: string): { month: string; from: string; to: string; days: number } {
  const { startDate: from, endDate: to } = monthOfDay(today);
  return { month: today.slice(0, 7), from, to, days: inclusiveDays(from, to) };
}

/** Days of [start, end] that fall inside [from, to], both ends counted; 0 when they do not meet. */
export function daysWithin(start: string, end: string, from: string, to: string): number {
  const first = start > from ? start : from;
  const last = end < to ? end : to;
  return last < first ? 0 : inclusiveDays(first, last);
}

/** Booked days over the month's days as a whole percent, never above 100. */
export function occupancyPercent(bookedDays: number, daysInMonth: number): number {
  if (daysInMonth <= 0) return 0;
  return Math.min(100, Math.round((bookedDays * 100) / daysInMonth));
}
