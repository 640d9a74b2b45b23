import { addDays, addWeeks, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';

/** The quick ranges of the bookings list (docs/back-office.md#finding-a-booking). */
export type QuickRange = 'all' | 'thisWeek' | 'nextWeek' | 'thisMonth';

export const QUICK_RANGES: { value: QuickRange; label: string }[] = [
  { value: 'all', label: 'Tutte' },
  { value: 'thisWeek', label: 'Questa settimana' },
  { value: 'nextWeek', label: 'Prossima settimana' },
  { value: 'thisMonth', label: 'Questo mese' },
];

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days a quick range covers, from `today` ('YYYY-MM-DD', Rome's calendar day): weeks run Monday
 * to Sunday as on an Italian calendar; 'all' has no bounds.
 */
export function quickRangeDates(range: QuickRange, today: string): { from: string; to: string } | null {
  const day = parseISO(today);
  const week = { weekStartsOn: 1 as const };
  switch (range) {
    case 'thisWeek':
      return { from: iso(startOfWeek(day, week)), to: iso(endOfWeek(day, week)) };
    case 'nextWeek': {
      const next = addWeeks(day, 1);
      return { from: iso(startOfWeek(next, week)), to: iso(addDays(startOfWeek(next, week), 6)) };
    }
    case 'thisMonth':
      return { from: iso(startOfMonth(day)), to: iso(endOfMonth(day)) };
    default:
      return null;
  }
}

/** 'Pagina 2 di 5'; one page when nothing matches. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
