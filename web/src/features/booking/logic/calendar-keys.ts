import { addDays, monthsAfter, weekdayIndex } from '@nbp/contracts/days';

/**
 * Where the focused day moves for a key of the grid (the WAI-ARIA date picker pattern): arrows by a
 * day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month (the 31st
 * becomes a shorter month's last day). Null for any other key.
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
      return monthsAfter(iso, -1);
    case 'PageDown':
      return monthsAfter(iso, 1);
    default:
      return null;
  }
}
