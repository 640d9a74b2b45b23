/** Which days the booking card's calendar does not let a visitor pick (docs/booking-card.md). */
import { lastEndDay } from './bookable-range.ts';
import { isPastLastOffered, type LastOfferedDay } from './calendar-horizon.ts';
import type { DateTarget } from './date-selection.ts';

export interface DayRules {
  today: string;
  /** The first day that may be picked, when later than today (the same-day cut-off has passed). */
  firstBookable?: string;
  /** Days blocked by the office or by a confirmed booking. */
  blocked: ReadonlySet<string>;
  choosing: DateTarget | null;
  start: string | null;
  /** With both dates chosen a pick starts a new range, so the end's bounds do not apply. */
  end?: string | null;
  /** The last day with a price (see calendar-horizon.ts); no bound while unknown. */
  lastDay?: LastOfferedDay;
}

/**
 * Calendar days that cannot be picked (docs/product/booking-rules.md#dates): the past, today after the cut-off, blocked
 * days, and, while choosing the end of a started range, the days before the start and those beyond
 * the last possible end (30 days, or the day before the first taken day).
 */
export function isDayDisabled(iso: string, rules: DayRules): boolean {
  if (iso < rules.today) return true;
  if (rules.firstBookable && iso < rules.firstBookable) return true;
  if (rules.blocked.has(iso)) return true;
  if (isPastLastOffered(iso, rules.lastDay)) return true;
  if (rules.choosing === 'end' && rules.start && !rules.end) {
    if (iso < rules.start) return true;
    if (iso > lastEndDay(rules.start, rules.blocked)) return true;
  }
  return false;
}
