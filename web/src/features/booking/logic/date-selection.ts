import { addDays, daysBetween, isDay } from '@nbp/contracts/days';
import { lastEndDay, MAX_RENTAL_DAYS, SAME_DAY_CUTOFF_HOUR } from './bookable-range.ts';
import { isPastLastOffered, type LastOfferedDay } from './calendar-horizon.ts';
import type { MessageId } from '../../../i18n/i18n.tsx';

/**
 * The date selection of the booking card (docs/product/booking-rules.md#selection) as a pure state machine: the screen
 * sends events, shows the resulting state and turns a refusal into a destructive toast.
 */

export type DateTarget = 'start' | 'end';

export interface DateSelection {
  start: string | null;
  end: string | null;
  /** Which field the open calendar is filling; null when the calendar is closed. */
  choosing: DateTarget | null;
}

export type SelectionEvent = { type: 'open'; target: DateTarget } | { type: 'close' } | { type: 'pick'; date: string } | { type: 'reset' };

/**
 * A refusal as catalogue keys, put into words in the page's language (docs/languages.md#boat-page;
 * the Italian catalogue says the texts of docs/product/texts.md#dates, which the tests hold against
 * the server's own words). `values.limit` is a rental date 'YYYY-MM-DD' the screen writes in the
 * page's language (in Italian with its article, "il 24 giugno 2027"). The words stay out of this
 * module, so the boat page's first code carries no text catalogue of its own.
 */
export interface SelectionProblem {
  title: MessageId;
  description: MessageId;
  values?: { limit?: string; hour?: string; max?: number };
}

export interface Transition {
  state: DateSelection;
  problem?: SelectionProblem;
}

export const EMPTY_SELECTION: DateSelection = { start: null, end: null, choosing: null };

export const SELECTION_PROBLEMS = {
  pastDate: { title: 'booking.dates.invalidDate', description: 'booking.dates.pastDate' },
  endInPast: { title: 'booking.dates.invalidDates', description: 'booking.dates.endInPast' },
  endBeforeStart: { title: 'booking.dates.invalidDates', description: 'booking.dates.endBeforeStart' },
  startFirst: { title: 'booking.dates.startFirstTitle', description: 'booking.dates.startFirst' },
  sameDayClosed: { title: 'booking.dates.unavailableTitle', description: 'booking.dates.sameDayClosed', values: { hour: '09' } },
  tooLong: { title: 'booking.dates.invalidDates', description: 'booking.dates.tooLong', values: { max: MAX_RENTAL_DAYS } },
} as const satisfies Record<string, SelectionProblem>;

export type SelectionProblemName = keyof typeof SELECTION_PROBLEMS;

const refused = (state: DateSelection, name: SelectionProblemName): Transition => ({ state, problem: SELECTION_PROBLEMS[name] });

/** A written date with its Italian article: "il 12 luglio 2027", "l'11 luglio 2027", "l'8 agosto 2027". */
export function withItalianArticle(iso: string, written: string): string {
  const day = Number(iso.slice(8, 10));
  return day === 8 || day === 11 ? `l'${written}` : `il ${written}`;
}

/**
 * What bounds a pick besides the past: the first bookable day (today only until the same-day cut-off)
 * and the taken days, which an end may not reach across.
 */
export interface PickBounds {
  firstBookable?: string;
  /** The cut-off hour behind `firstBookable`, for the message (the booking service's setting; 9 until known). */
  cutoffHour?: number;
  blocked?: ReadonlySet<string>;
}

/** Today asked for after the cut-off hour. */
const sameDayClosed = (state: DateSelection, cutoffHour: number): Transition => ({
  state,
  problem: { ...SELECTION_PROBLEMS.sameDayClosed, values: { hour: String(cutoffHour).padStart(2, '0') } },
});

/** 'PRENOTA ORA' pressed without a usable range. */
export const SELECT_DATES_PROBLEM = {
  title: 'booking.dates.selectTitle',
  description: 'booking.dates.select',
} as const satisfies SelectionProblem;

/** `today` is the business's calendar date ('YYYY-MM-DD'); dates compare as strings. */
export function transition(state: DateSelection, event: SelectionEvent, today: string, bounds: PickBounds = {}): Transition {
  switch (event.type) {
    case 'reset':
      return { state: EMPTY_SELECTION };
    case 'close':
      return { state: { ...state, choosing: null } };
    case 'open':
      if (event.target === 'end' && !state.start) return refused({ ...state, choosing: null }, 'startFirst');
      return { state: { ...state, choosing: event.target } };
    case 'pick':
      // With both dates chosen, any pick (in either field) starts a new range.
      return state.choosing === 'end' && state.end === null
        ? pickEnd(state, event.date, today, bounds)
        : pickStart(state, event.date, today, bounds);
  }
}

/**
 * A date picked with nothing chosen, or with both dates chosen (in the start field or the end
 * field), begins a new range: the end is cleared (so a start moved past the old end never leaves an
 * inverted range) and the calendar goes on to the end date.
 */
function pickStart(state: DateSelection, date: string, today: string, bounds: PickBounds): Transition {
  if (date < today) return refused(state, 'pastDate');
  if (bounds.firstBookable && date < bounds.firstBookable) return sameDayClosed(state, bounds.cutoffHour ?? SAME_DAY_CUTOFF_HOUR);
  return { state: { start: date, end: null, choosing: 'end' } };
}

/**
 * An end on or after the start completes the range and closes the calendar, if the rental stays
 * within 30 days and does not reach across a taken day.
 */
function pickEnd(state: DateSelection, date: string, today: string, bounds: PickBounds): Transition {
  if (!state.start) return refused({ ...state, choosing: null }, 'startFirst');
  if (date < today) return refused(state, 'endInPast');
  if (date < state.start) return refused(state, 'endBeforeStart');
  if (daysBetween(state.start, date) >= MAX_RENTAL_DAYS) return refused(state, 'tooLong');
  const lastEnd = lastEndDay(state.start, bounds.blocked ?? new Set());
  if (date > lastEnd)
    return {
      state,
      problem: { title: 'booking.dates.invalidDates', description: 'booking.dates.crossesTaken', values: { limit: lastEnd } },
    };
  return { state: { start: state.start, end: date, choosing: null } };
}

/** The range the availability check and the price use: once a start exists, the end defaults to it. */
export function effectiveRange(state: Pick<DateSelection, 'start' | 'end'>): { startDate: string; endDate: string } | null {
  if (!state.start) return null;
  return { startDate: state.start, endDate: state.end ?? state.start };
}

/** Both dates chosen, the start not in the past, the end not before the start. */
export function isCompleteValidRange(state: Pick<DateSelection, 'start' | 'end'>, today: string): boolean {
  return state.start !== null && state.end !== null && state.start >= today && state.end >= state.start;
}

/** 'PRENOTA ORA' opens the request form only with a complete valid range on a free boat. */
export function canRequestBooking(state: Pick<DateSelection, 'start' | 'end'>, available: boolean | undefined, today: string): boolean {
  return isCompleteValidRange(state, today) && available === true;
}

/** A confirmed booking blocks every day from its start to its end, both included. */
const MAX_BLOCK_DAYS = 366;

export function blockedDays(
  bookings: readonly { startDate: string; endDate: string; status?: string }[],
  unavailable: readonly string[],
): Set<string> {
  const days = new Set<string>(unavailable);
  for (const booking of bookings) {
    if (booking.status !== undefined && booking.status !== 'confirmed') continue;
    const length = Math.min(daysBetween(booking.startDate, booking.endDate), MAX_BLOCK_DAYS);
    for (let i = 0; i <= length; i++) days.add(addDays(booking.startDate, i));
  }
  return days;
}

/** The days pending requests hold: each range from its start to its end, both included. */
export function heldDays(ranges: readonly { startDate: string; endDate: string }[]): Set<string> {
  return blockedDays(ranges, []);
}

export interface PresetRules {
  today: string;
  firstBookable: string;
  /** Every day that cannot be part of a rental: booked, closed or held. */
  taken: ReadonlySet<string>;
  lastDay: LastOfferedDay;
}

/**
 * Dates a link brings (`?start=&end=` in the mails, docs/request-lifecycle.md#the-customers-link):
 * used only when the card itself would have let the visitor pick them (not past, not before the
 * first bookable day, not beyond the last priced day, at most 30 days, every day free); otherwise null
 * and the card starts empty.
 */
export function presetRange(start: string | null, end: string | null, rules: PresetRules): { start: string; end: string } | null {
  if (!start || !end || !isDay(start) || !isDay(end)) return null;
  if (start < rules.today || start < rules.firstBookable || end < start) return null;
  if (daysBetween(start, end) >= MAX_RENTAL_DAYS) return null;
  if (isPastLastOffered(end, rules.lastDay)) return null;
  for (let day = start; day <= end; day = addDays(day, 1)) if (rules.taken.has(day)) return null;
  return { start, end };
}
