import { addDays, type DayRange, monthOfDay, weekOf } from '@nbp/contracts/days';

/** The quick ranges of the bookings list (docs/back-office.md#finding-a-booking). */
export type QuickRange = 'all' | 'thisWeek' | 'nextWeek' | 'thisMonth';

export const QUICK_RANGES: { value: QuickRange; label: string }[] = [
  { value: 'all', label: 'Tutte' },
  { value: 'thisWeek', label: 'Questa settimana' },
  { value: 'nextWeek', label: 'Prossima settimana' },
  { value: 'thisMonth', label: 'Questo mese' },
];

/**
 * The days a quick range covers, from `today` ('YYYY-MM-DD', Rome's calendar day): weeks run Monday
 * to Sunday as on an Italian calendar; 'all' has no bounds.
 */
export function quickRangeDates(range: QuickRange, today: string): { from: string; to: string } | null {
  const bounds = ({ startDate, endDate }: DayRange) => ({ from: startDate, to: endDate });
  switch (range) {
    case 'thisWeek':
      return bounds(weekOf(today));
    case 'nextWeek':
      return bounds(weekOf(addDays(today, 7)));
    case 'thisMonth':
      return bounds(monthOfDay(today));
    default:
      return null;
  }
}

/** 'Pagina 2 di 5'; one page when nothing matches. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
