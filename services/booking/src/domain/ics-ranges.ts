import ICAL from 'ical.js';
import { addDays, dayInZone, ROME, zonedInstant } from '@nbp/contracts/days';
import type { DateRange } from './date-range.ts';
import { FEED_ERRORS, FeedRefused } from './feed-errors.ts';
import { checkZones, ianaZoneOf, ZONE_CHANGE_BUDGET } from './ics-zones.ts';
import { isUnavailableBlock, marketplaceOf, type Marketplace } from './feed-kinds.ts';
import { parseLeniently, skippedOf, type SkippedEvent } from './ics-lenient.ts';

export { FEED_ERRORS, FeedRefused, ianaZoneOf, isUnavailableBlock, marketplaceOf, ZONE_CHANGE_BUDGET, type Marketplace, type SkippedEvent };

/**
 * An imported feed read into busy days (docs/calendars.md#import-the-marketplaces-feeds): every
 * VEVENT that is neither cancelled nor transparent, recurrences expanded, as Patti (Europe/Rome)
 * days, both ends included. Pure: the text in, the ranges out, or a FeedRefused whose message is
 * the feed's Italian error. An event that cannot be read is left out and listed, the rest read
 * (docs/calendars.md#events-that-cannot-be-read); a limit passed refuses the feed whole.
 */

/** One busy range of a feed: the event's UID and its days, both included. */
export interface ImportedRange extends DateRange {
  uid: string;
}

/**
 * A feed read: its busy ranges, split between reservations and the "not available" blocks a
 * marketplace writes for its own rules (docs/calendars.md#what-closes-days), the events skipped,
 * and the marketplace its PRODID names, if any.
 */
export interface FeedRead {
  reservations: ImportedRange[];
  blocks: ImportedRange[];
  skipped: SkippedEvent[];
  marketplace: Marketplace | null;
}

/** At most this many skipped events are listed (the count says how many there were). */
export const SKIPPED_LISTED_MAX = 20;

export interface ReadLimits {
  /** Ranges per feed after expansion (CALENDAR_MAX_EVENTS). */
  maxEvents: number;
  /** Occurrences of one recurring event within the window (CALENDAR_MAX_OCCURRENCES). */
  maxOccurrences: number;
  /** Days after today the window ends (CALENDAR_HORIZON_DAYS). */
  horizonDays: number;
  /** Today in Patti; the window starts the day before. */
  today: string;
}

/** Patti's zone: floating times, and zones nobody can read, are its wall clock. */
const HOME_ZONE = ROME;

/**
 * Recurrence steps one feed may take in all, before and inside the window: an RRULE started long
 * ago must be walked from its start (ical.js cannot jump ahead), and each step costs some tens of
 * microseconds of this process, so a feed needing more is refused rather than read for seconds.
 */
export const stepBudget = (limits: Pick<ReadLimits, 'maxOccurrences'>) => Math.max(20_000, limits.maxOccurrences * 20);

/** Steps between two yields to the event loop, so a long feed does not stall the service's requests. */
const STEPS_PER_YIELD = 2000;

/** The instant a wall-clock time of `zone` stands for (daylight saving included). */
function wallClockInstant(time: ICAL.Time, zone: string): number {
  return zonedInstant(zone, dateOf(time), time.hour, time.minute, time.second).getTime();
}

/**
 * The instant of a timed value: UTC and zones defined by the file's VTIMEZONEs (ical.js finds them
 * in the calendar itself) are ical.js's to convert; a floating time, or a TZID the file does not
 * define, is read as the wall clock of `fallbackZone` (the TZID when Intl knows it, else Patti's).
 */
function instantOf(time: ICAL.Time, fallbackZone: string, lastZoneYear: number): number {
  const zone = time.zone;
  // Past the years the zones were checked for, ical.js would expand their rules further: such a
  // time lies beyond the window anyway, and the wall clock of the fallback zone places it well enough.
  if (time.year > lastZoneYear) return wallClockInstant(time, fallbackZone);
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return wallClockInstant(time, fallbackZone);
}

const isUtcMidnight = (time: ICAL.Time) =>
  time.zone === ICAL.Timezone.utcTimezone && time.hour === 0 && time.minute === 0 && time.second === 0;

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The Patti days an event occupies. All-day: from its first day to the day before its (exclusive)
 * end. Timed: every day it touches, an end exactly at midnight not touching the next day. No end,
 * or an end not after the start: the first day alone.
 */
export function daysOf(start: ICAL.Time, end: ICAL.Time | null, fallbackZone: string = HOME_ZONE, lastZoneYear = Infinity): DateRange {
  // An all-day block written as UTC midnights (docs/calendars.md#all-day-blocks-written-as-utc-midnights)
  // stands for the dates it names, not for 02:00 to 02:00 in Patti.
  if (!start.isDate && isUtcMidnight(start) && end && !end.isDate && isUtcMidnight(end) && end.compare(start) > 0) {
    const startDate = dateOf(start);
    const last = addDays(dateOf(end), -1);
    return { startDate, endDate: last > startDate ? last : startDate };
  }
  if (start.isDate) {
    const startDate = dateOf(start);
    if (!end) return { startDate, endDate: startDate };
    const last = end.isDate ? addDays(dateOf(end), -1) : dayInZone(HOME_ZONE, instantOf(end, fallbackZone, lastZoneYear) - 1);
    return { startDate, endDate: last > startDate ? last : startDate };
  }
  const from = instantOf(start, fallbackZone, lastZoneYear);
  const to = end ? (end.isDate ? Date.parse(`${dateOf(end)}T00:00:00Z`) : instantOf(end, fallbackZone, lastZoneYear)) : from;
  const startDate = dayInZone(HOME_ZONE, from);
  const endDate = to > from ? dayInZone(HOME_ZONE, to - 1) : startDate;
  return { startDate, endDate: endDate > startDate ? endDate : startDate };
}

/**
 * The zone a component's floating or undefined times are read in: its DTSTART's TZID when Intl
 * knows it or it is a Windows name with an IANA equivalent, Patti's otherwise.
 */
function fallbackZoneOf(component: ICAL.Component): string {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return (typeof tzid === 'string' ? ianaZoneOf(tzid) : null) ?? HOME_ZONE;
}

const summaryOf = (component: ICAL.Component) => String(component.getFirstPropertyValue('summary') ?? '').trim();

/** Left out: cancelled entries, and transparent ones (a "free" entry of a personal calendar). */
function isBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

function uidOf(component: ICAL.Component, index: number): string {
  const uid = component.getFirstPropertyValue('uid');
  // An event without a UID (invalid, yet seen) is named by its place in the file.
  return typeof uid === 'string' && uid.trim() ? uid.trim().slice(0, 500) : `senza-uid-${index}`;
}

/**
 * The calendars of a text: ical.js gives one component, or a list when the file holds several. A
 * file ical.js refuses only because of some of its events is read without them, each listed as
 * skipped (docs/calendars.md#events-that-cannot-be-read).
 */
function calendarsOf(raw: string, skipped: SkippedEvent[]): ICAL.Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(raw.replace(/^\uFEFF/, ''))) throw new FeedRefused(FEED_ERRORS.notCalendar);
  const parsed = parseLeniently(raw, skipped, FEED_ERRORS.skippedUnreadable);
  if (parsed === null) throw new FeedRefused(FEED_ERRORS.invalid);
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (calendars.length === 0 || calendars.some((c) => c.name !== 'vcalendar')) throw new FeedRefused(FEED_ERRORS.notCalendar);
  return calendars;
}

/** An event without a start: skipped with its own reason. */
class NoStart extends Error {}

/** The window a feed is read in, and the recurrence steps taken so far across the feed. */
interface Walk {
  windowStart: string;
  windowEnd: string;
  lastZoneYear: number;
  budget: number;
  steps: number;
  maxOccurrences: number;
}

/**
 * The days of one event within the window: its own, or its occurrences' (RRULE, RDATE, EXDATE and
 * the RECURRENCE-ID overrides in `related`, each override cancelled or transparent left out).
 * Throws NoStart, a FeedRefused for the feed's limits, or ical.js's error for an event it cannot read.
 */
async function eventDays(component: ICAL.Component, related: ICAL.Component[], walk: Walk): Promise<DateRange[]> {
  const event = new ICAL.Event(component, { exceptions: related, strictExceptions: false });
  const zone = fallbackZoneOf(component);
  if (!component.hasProperty('dtstart') || !event.startDate) throw new NoStart();
  if (!event.isRecurring()) {
    const end = component.hasProperty('dtend') || component.hasProperty('duration') ? event.endDate : null;
    return [daysOf(event.startDate, end, zone, walk.lastZoneYear)];
  }
  const found: DateRange[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++walk.steps > walk.budget) throw new FeedRefused(FEED_ERRORS.tooLongToExpand);
    if (walk.steps % STEPS_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
    // The series' own next start, not the override's: a series is walked in its own order.
    if (dateOf(next) > walk.windowEnd) break;
    const details = event.getOccurrenceDetails(next);
    const item = details.item?.component ?? component;
    const days = daysOf(details.startDate, details.endDate, item === component ? zone : fallbackZoneOf(item), walk.lastZoneYear);
    if (!isBusy(item)) continue;
    if (days.endDate < walk.windowStart || days.startDate > walk.windowEnd) continue;
    if (found.length >= walk.maxOccurrences) throw new FeedRefused(FEED_ERRORS.tooManyOccurrences(walk.maxOccurrences));
    found.push(days);
  }
  return found;
}

/**
 * Reads a feed's text into its busy ranges within the window (yesterday to today + horizon):
 * ranges ending before yesterday or starting after the horizon are left out. A recurring event is
 * expanded with ical.js (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides, each override cancelled or
 * transparent left out); more than maxOccurrences of one event in the window, more than maxEvents
 * ranges, or more recurrence steps than the budget refuse the feed as a whole.
 */
export async function readFeed(text: string, limits: ReadLimits): Promise<ImportedRange[]> {
  const read = await readFeedDetails(text, limits);
  return [...read.reservations, ...read.blocks];
}

/**
 * readFeed with the reservations and the "not available" blocks apart, the events skipped because
 * they cannot be read (each left out, the rest read: docs/calendars.md#events-that-cannot-be-read),
 * and the marketplace the file's PRODID names.
 */
export async function readFeedDetails(text: string, limits: ReadLimits): Promise<FeedRead> {
  const windowStart = addDays(limits.today, -1);
  const windowEnd = addDays(limits.today, limits.horizonDays);
  // The last year whose times are converted with the file's zones, and the last one ical.js then expands them to.
  const lastZoneYear = Math.max(Number(windowEnd.slice(0, 4)), new Date().getUTCFullYear());
  const lastExpandedYear = lastZoneYear + ICAL.Timezone.EXTRA_COVERAGE;
  const walk: Walk = { windowStart, windowEnd, lastZoneYear, budget: stepBudget(limits), steps: 0, maxOccurrences: limits.maxOccurrences };
  const read: FeedRead = { reservations: [], blocks: [], skipped: [], marketplace: null };
  const keep = (uid: string, days: DateRange, block: boolean) => {
    if (days.endDate < windowStart || days.startDate > windowEnd) return;
    (block ? read.blocks : read.reservations).push({ uid, ...days });
    if (read.reservations.length + read.blocks.length > limits.maxEvents)
      throw new FeedRefused(FEED_ERRORS.tooManyEvents(limits.maxEvents));
  };

  let index = 0;
  const calendars = calendarsOf(text, read.skipped);
  read.marketplace = calendars.map((c) => marketplaceOf(String(c.getFirstPropertyValue('prodid') ?? ''))).find(Boolean) ?? null;
  for (const calendar of calendars) {
    try {
      checkZones(calendar, lastExpandedYear);
    } catch (err) {
      if (err instanceof FeedRefused) throw err;
      throw new FeedRefused(FEED_ERRORS.invalid);
    }
  }
  for (const calendar of calendars) {
    const events = calendar.getAllSubcomponents('vevent');
    const masters: { component: ICAL.Component; uid: string }[] = [];
    const exceptions = new Map<string, ICAL.Component[]>();
    for (const component of events) {
      const uid = uidOf(component, index++);
      if (component.hasProperty('recurrence-id')) exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
      else masters.push({ component, uid });
    }
    const mastered = new Set(masters.map((m) => m.uid));
    // An override whose series is not in the file stands alone.
    for (const [uid, list] of exceptions) if (!mastered.has(uid)) for (const component of list) masters.push({ component, uid });

    for (const { component, uid } of masters) {
      if (!isBusy(component)) continue;
      const related = component.hasProperty('recurrence-id') ? [] : (exceptions.get(uid) ?? []);
      let found: DateRange[];
      try {
        found = await eventDays(component, related, walk);
      } catch (err) {
        if (err instanceof FeedRefused) throw err;
        const reason = err instanceof NoStart ? FEED_ERRORS.skippedNoStart : FEED_ERRORS.skippedUnreadable;
        read.skipped.push(skippedOf(uid, summaryOf(component), reason));
        continue;
      }
      // An event's ranges are kept only once it is read whole: a broken rule midway skips all of it.
      const block = isUnavailableBlock(summaryOf(component));
      for (const days of found) keep(uid, days, block);
    }
  }
  return read;
}
