import { rentalDays } from '@nbp/contracts/common';

/**
 * The calendar spans the dashboard figures count over (docs/back-office.md#dashboard-figures), from
 * Rome's calendar day `today` (AAAA-MM-GG).
 */

/** This year's season: 1 April to 31 October, both days counted. */
export function seasonOf(today: string): { year: number; from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { year, from: `${year}-04-01`, to: `${year}-10-31` };
}

/** This calendar month: its 'AAAA-MM', first and last day, and how many days it has. */
export function monthOf(today: string): { month: string; from: string; to: string; days: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { month: prefix, from: `${prefix}-01`, to: `${prefix}-${String(days).padStart(2, '0')}`, days };
}

/** Days of [start, end] that fall inside [from, to], both ends counted; 0 when they do not meet. */
export function daysWithin(start: string, end: string, from: string, to: string): number {
  const first = start > from ? start : from;
  const last = end < to ? end : to;
  return last < first ? 0 : rentalDays(first, last);
}

/** Booked days over the month's days as a whole percent, never above 100. */
export function occupancyPercent(bookedDays: number, daysInMonth: number): number {
  if (daysInMonth <= 0) return 0;
  return Math.min(100, Math.round((bookedDays * 100) / daysInMonth));
}
