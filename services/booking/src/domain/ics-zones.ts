import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { FEED_ERRORS, FeedRefused } from './feed-errors.ts';

/** The zones of an imported feed (docs/calendars.md#zone-rules, docs/calendars.md#time-zones). */

/**
 * Offset changes the file's VTIMEZONEs may define in all, from each rule's start to the last year
 * ical.js expands them to (docs/calendars.md#zone-rules): a real zone changes twice a year, so even
 * one starting in 1601 needs under a thousand; a rule changing every week, day or second does not
 * get that far.
 */
export const ZONE_CHANGE_BUDGET = 5000;

/** Whether Intl knows a zone name (a TZID without its VTIMEZONE may still be an IANA name). */
export function knownZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA zone a TZID stands for: itself when Intl knows it, else the zone a Windows name
 * ("W. Europe Standard Time", written by Outlook without its VTIMEZONE) maps to in CLDR's table
 * (windows-iana: docs/calendars.md#time-zones), else null.
 */
export function ianaZoneOf(tzid: string | null | undefined): string | null {
  if (!tzid) return null;
  const name = tzid.trim().replace(/^"(.*)"$/, '$1');
  if (knownZone(name)) return name;
  const mapped = findIana(name)[0];
  return mapped && knownZone(mapped) ? mapped : null;
}

/**
 * Refuses a calendar whose VTIMEZONEs would make ical.js compute more offset changes than
 * ZONE_CHANGE_BUDGET: ical.js expands a zone's rules from their DTSTART (1601 is common) up to five
 * years past the latest year it converts, with no bound of its own, so the same steps are counted
 * here first, before any time of the file is converted. `lastYear` is that last year.
 */
export function checkZones(calendar: ICAL.Component, lastYear: number): void {
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
