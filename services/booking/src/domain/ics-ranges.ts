import ICAL from 'ical.js';
import { addDays, dayInZone, ROME, zonedInstant } from '@nbp/contracts/days';
import type { DateRange } from './date-range.ts';

/**
 * An imported feed read into busy days (docs/calendars.md#import-the-marketplaces-feeds): every
 * VEVENT that is neither cancelled nor transparent, recurrences expanded, as Patti (Europe/Rome)
 * days, both ends included. Pure: the text in, the ranges out, or a FeedRefused whose message is
 * the feed's Italian error; a feed is never half read.
 */

/** One busy range of a feed: the event's UID and its days, both included. */
export interface ImportedRange extends DateRange {
  uid: string;
}

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

/** A feed refused as a whole; the message is what the back office shows as its last error. */
export class FeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedRefused';
  }
}

export const FEED_ERRORS = {
  notCalendar: 'Il file letto non è un calendario iCalendar (.ics)',
  invalid: 'Calendario non valido: il file iCalendar non si può leggere',
  badEvent: (uid: string) => `Calendario non valido: un evento non si può leggere (UID ${uid.slice(0, 80)})`,
  tooManyEvents: (max: number) => `Calendario troppo grande: più di ${max} eventi da importare`,
  tooManyOccurrences: (max: number) => `Calendario troppo grande: un evento si ripete più di ${max} volte`,
  tooLongToExpand: 'Calendario troppo grande: ricorrenze troppo lunghe da espandere',
  zoneTooLong: (tzid: string) => `Calendario non valido: il fuso orario «${tzid.slice(0, 80)}» cambia ora troppe volte`,
  parseTimeout: (ms: number) => `Calendario troppo lento da leggere: lettura interrotta dopo ${Math.round(ms / 100) / 10} secondi`,
  parseMemory: (mb: number) => `Calendario troppo grande da leggere: servono più di ${mb} MB di memoria`,
} as const;

/** Patti's zone: floating times, and zones nobody can read, are its wall clock. */
const HOME_ZONE = ROME;

/**
 * Recurrence steps one feed may take in all, before and inside the window: an RRULE started long
 * ago must be walked from its start (ical.js cannot jump ahead), and each step costs some tens of
 * microseconds of this process, so a feed needing more is refused rather than read for seconds.
 */
export const stepBudget = (limits: Pick<ReadLimits, 'maxOccurrences'>) => Math.max(20_000, limits.maxOccurrences * 20);

/**
 * Offset changes the file's VTIMEZONEs may define in all, from each rule's start to the last year
 * ical.js expands them to (docs/calendars.md#zone-rules): a real zone changes twice a year, so even
 * one starting in 1601 needs under a thousand; a rule changing every week, day or second does not
 * get that far.
 */
export const ZONE_CHANGE_BUDGET = 5000;

/** Steps between two yields to the event loop, so a long feed does not stall the service's requests. */
const STEPS_PER_YIELD = 2000;

/** Whether Intl knows a zone name (a TZID without its VTIMEZONE may still be an IANA name). */
function knownZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The Patti days an event occupies. All-day: from its first day to the day before its (exclusive)
 * end. Timed: every day it touches, an end exactly at midnight not touching the next day. No end,
 * or an end not after the start: the first day alone.
 */
export function daysOf(start: ICAL.Time, end: ICAL.Time | null, fallbackZone: string = HOME_ZONE, lastZoneYear = Infinity): DateRange {
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

/** The zone a component's floating or undefined times are read in: its DTSTART's TZID when Intl knows it. */
function fallbackZoneOf(component: ICAL.Component): string {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && knownZone(tzid) ? tzid : HOME_ZONE;
}

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

/** The calendars of a text: ical.js gives one component, or a list when the file holds several. */
function calendarsOf(text: string): ICAL.Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new FeedRefused(FEED_ERRORS.notCalendar);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new FeedRefused(FEED_ERRORS.invalid);
  }
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (calendars.length === 0 || calendars.some((c) => c.name !== 'vcalendar')) throw new FeedRefused(FEED_ERRORS.notCalendar);
  return calendars;
}

/**
 * Refuses a calendar whose VTIMEZONEs would make ical.js compute more offset changes than
 * ZONE_CHANGE_BUDGET: ical.js expands a zone's rules from their DTSTART (1601 is common) up to five
 * years past the latest year it converts, with no bound of its own, so the same steps are counted
 * here first, before any time of the file is converted. `lastYear` is that last year.
 */
function checkZones(calendar: ICAL.Component, lastYear: number): void {
  let changes = 0;
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tooMany = () => new FeedRefused(FEED_ERRORS.zoneTooLong(String(zone.getFirstPropertyValue('tzid') ?? '')));
    for (const rule of zone.getAllSubcomponents()) {
      for (const rdate of rule.getAllProperties('rdate')) {
        changes += rdate.getValues().length;
        if (changes > ZONE_CHANGE_BUDGET) throw tooMany();
      }
      const dtstart = rule.getFirstPropertyValue('dtstart');
      const rrule = rule.getFirstPropertyValue('rrule');
      if (!(dtstart instanceof ICAL.Time) || !(rrule instanceof ICAL.Recur)) continue;
      const iterator = rrule.iterator(dtstart);
      for (let next = iterator.next(); next && next.year <= lastYear; next = iterator.next()) {
        if (++changes > ZONE_CHANGE_BUDGET) throw tooMany();
      }
    }
  }
}

/**
 * Reads a feed's text into its busy ranges within the window (yesterday to today + horizon):
 * ranges ending before yesterday or starting after the horizon are left out. A recurring event is
 * expanded with ical.js (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides, each override cancelled or
 * transparent left out); more than maxOccurrences of one event in the window, more than maxEvents
 * ranges, or more recurrence steps than the budget refuse the feed as a whole.
 */
export async function readFeed(text: string, limits: ReadLimits): Promise<ImportedRange[]> {
  const windowStart = addDays(limits.today, -1);
  const windowEnd = addDays(limits.today, limits.horizonDays);
  const budget = stepBudget(limits);
  // The last year whose times are converted with the file's zones, and the last one ical.js then expands them to.
  const lastZoneYear = Math.max(Number(windowEnd.slice(0, 4)), new Date().getUTCFullYear());
  const lastExpandedYear = lastZoneYear + ICAL.Timezone.EXTRA_COVERAGE;
  let steps = 0;
  const ranges: ImportedRange[] = [];
  const keep = (uid: string, days: DateRange) => {
    if (days.endDate < windowStart || days.startDate > windowEnd) return;
    ranges.push({ uid, ...days });
    if (ranges.length > limits.maxEvents) throw new FeedRefused(FEED_ERRORS.tooManyEvents(limits.maxEvents));
  };

  let index = 0;
  const calendars = calendarsOf(text);
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
      try {
        const related = component.hasProperty('recurrence-id') ? [] : (exceptions.get(uid) ?? []);
        const event = new ICAL.Event(component, { exceptions: related, strictExceptions: false });
        const zone = fallbackZoneOf(component);
        if (!event.startDate) throw new Error('no DTSTART');
        if (!event.isRecurring()) {
          keep(
            uid,
            daysOf(
              event.startDate,
              component.hasProperty('dtend') || component.hasProperty('duration') ? event.endDate : null,
              zone,
              lastZoneYear,
            ),
          );
          continue;
        }
        const iterator = event.iterator();
        let occurrences = 0;
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (++steps > budget) throw new FeedRefused(FEED_ERRORS.tooLongToExpand);
          if (steps % STEPS_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
          // The series' own next start, not the override's: a series is walked in its own order.
          if (dateOf(next) > windowEnd) break;
          const details = event.getOccurrenceDetails(next);
          const item = details.item?.component ?? component;
          const days = daysOf(details.startDate, details.endDate, item === component ? zone : fallbackZoneOf(item), lastZoneYear);
          if (!isBusy(item)) continue;
          if (days.endDate < windowStart || days.startDate > windowEnd) continue;
          if (++occurrences > limits.maxOccurrences) throw new FeedRefused(FEED_ERRORS.tooManyOccurrences(limits.maxOccurrences));
          keep(uid, days);
        }
      } catch (err) {
        if (err instanceof FeedRefused) throw err;
        throw new FeedRefused(FEED_ERRORS.badEvent(uid));
      }
    }
  }
  return ranges;
}
