import { addDays, weekdayIndex } from '../../../lib/calendar-dates.ts';
import { monthOf, shiftMonth } from './month-grid.ts';

/**
 * Where the focused day moves for a key of the grid (the WAI-ARIA date picker pattern): arrows by a
 * day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month. Null for any other key.
 */
export function movedDay(iso: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return sameDayOtherMonth(iso, -1);
    case 'PageDown':
      return sameDayOtherMonth(iso, 1);
    default:
      return null;
  }
}

/** The same day number a month away, clamped to that month's last day (31 Jan -> 28/29 Feb). */
function sameDayOtherMonth(iso: string, delta: number): string {
  const target = shiftMonth(monthOf(iso), delta);
  const day = Number(iso.slice(8, 10));
  const lastDay = new Date(Date.UTC(target.year, target.month + 1, 0)).getUTCDate();
  return `${String(target.year).padStart(4, '0')}-${String(target.month + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
