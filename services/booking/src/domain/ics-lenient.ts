import ICAL from 'ical.js';

/**
 * Reading a feed the way its writer meant it when ical.js alone would refuse it
 * (docs/calendars.md#events-that-cannot-be-read): dates written without VALUE=DATE, and events
 * ical.js cannot parse, left out and listed while the rest of the file is read.
 */

/** An event left out because it cannot be read: its UID and summary as written (cut short), and why, in Italian. */
export interface SkippedEvent {
  uid: string;
  summary: string;
  reason: string;
}

/**
 * A date written without VALUE=DATE (`DTSTART:20280914`, as small exporters do) is a date
 * (docs/calendars.md#events-that-cannot-be-read): the parameter is added, as python icalendar and
 * node-ical read it.
 */
const SLOPPY_DATE = /^(DTSTART|DTEND|EXDATE|RDATE|RECURRENCE-ID)((?:;(?![^:\r\n]*VALUE=)[^:\r\n]*)?):(\d{8}(?:,\d{8})*)(?=\r?$)/gim;
export const withDateValues = (text: string) => text.replace(SLOPPY_DATE, '$1$2;VALUE=DATE:$3');

const VEVENT_BLOCK = /^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT\r?$\n?/gim;

/** The UID and SUMMARY written in an event's raw text (for the list of skipped events). */
function rawField(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]/g, '');
  const match = new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'im').exec(unfolded);
  return (match?.[1] ?? '').trim();
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A skipped event as listed: UID and summary cut short. */
export function skippedOf(uid: string, summary: string, reason: string): SkippedEvent {
  return { uid: cut(uid, 200), summary: cut(summary, 120), reason };
}

/**
 * The file parsed by ical.js (its jCal), dates without VALUE=DATE read as dates; when the whole
 * file fails, each event is tried alone and the ones that fail are taken out (each pushed to
 * `skipped` with `reason`) before the file is tried again. Null when even that fails.
 */
export function parseLeniently(raw: string, skipped: SkippedEvent[], reason: string): unknown {
  const text = withDateValues(raw);
  try {
    return ICAL.parse(text);
  } catch {
    // Each event on its own, below.
  }
  let index = 0;
  const kept = text.replace(VEVENT_BLOCK, (block) => {
    index += 1;
    try {
      ICAL.parse(`BEGIN:VCALENDAR\r\n${block}${block.endsWith('\n') ? '' : '\r\n'}END:VCALENDAR\r\n`);
      return block;
    } catch {
      skipped.push(skippedOf(rawField(block, 'UID') || `senza-uid-${index - 1}`, rawField(block, 'SUMMARY'), reason));
      return '';
    }
  });
  try {
    return ICAL.parse(kept);
  } catch {
    return null;
  }
}
