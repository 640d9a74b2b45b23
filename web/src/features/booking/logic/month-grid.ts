import { addDays, monthsAfter, monthYearTitle, weekdayIndex } from '@nbp/contracts/days';
import type { Lang } from '../../../i18n/lang.ts';

/** A month on screen; month is 0-11 like Date, year any positive year. */
export interface MonthView {
  year: number;
  month: number;
}

export interface DayCell {
  iso: string;
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

export const GRID_CELLS = 42;

export function monthOf(iso: string): MonthView {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return { year: y, month: m - 1 };
}

function firstOfMonth(view: MonthView): string {
  return `${String(view.year).padStart(4, '0')}-${String(view.month + 1).padStart(2, '0')}-01`;
}

/**
 * Six weeks starting on the Monday on or before the 1st: always 42 cells, so the calendar keeps its
 * height from month to month.
 */
export function monthGrid(view: MonthView): DayCell[] {
  const first = firstOfMonth(view);
  const start = addDays(first, -weekdayIndex(first));
  const cells: DayCell[] = [];
  for (let i = 0; i < GRID_CELLS; i++) {
    const iso = addDays(start, i);
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    cells.push({ iso, day: d, inMonth: y === view.year && m - 1 === view.month });
  }
  return cells;
}

/** Back or forward by whole months; December + 1 is January of the next year and vice versa. */
export function shiftMonth(view: MonthView, delta: number): MonthView {
  return monthOf(monthsAfter(firstOfMonth(view), delta));
}

/** 'Giugno 2027', 'June 2027': the month's name from Intl in the page's language. */
export function monthTitle(view: MonthView, lang: Lang = 'it'): string {
  return monthYearTitle(lang, view.year, view.month);
}
