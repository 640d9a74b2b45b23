/**
 * Calendar arithmetic on rental dates 'YYYY-MM-DD'. The strings are compared and shifted in UTC so the
 * result never depends on the visitor's time zone or a daylight-saving change; a Date object handed to
 * the screen is set to noon local time (docs/product/booking-rules.md#dates), far from any midnight boundary.
 * The names of months and weekdays come from Intl in the page's language (docs/languages.md#formats).
 */
import { LOCALE, type Lang } from '../i18n/lang.ts';

const DAY_MS = 86_400_000;

function toUtc(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(iso: string): number {
  return (new Date(toUtc(iso)).getUTCDay() + 6) % 7;
}

/** The calendar date as a local Date at noon, for components that want a Date. */
export function atNoon(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12, 0, 0, 0);
}

/** A local Date's calendar date, 'YYYY-MM-DD' (what the API receives). */
export function isoFromLocalDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The day of the month of the last Sunday of `month` (0-11) in `year`. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * The calendar date and the hour (0-23) in the business's own time zone (Europe/Rome), as
 * todayInRome and hourInRome in @nbp/contracts/common say them: repeated here because that module
 * builds zod schemas, which a boat page does not otherwise load. Worked out from the EU rule (UTC+1;
 * UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October)
 * instead of an Intl formatter with a time zone, whose time-zone data costs a browser tens of
 * milliseconds to load on a boat page's first render. calendar-dates.test.ts checks both against the
 * contract's, every 30 minutes over years.
 */
export function romeClock(now: Date = new Date()): { date: string; hour: number; minute: number } {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  const summer = time >= Date.UTC(year, 2, lastSunday(year, 2), 1) && time < Date.UTC(year, 9, lastSunday(year, 9), 1);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

/** How the public pages write a rental date (useFormat's `date`): '12 luglio 2027' / '12 July 2027'. */
export const DATE_LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
/** A date field, the price summary, the price list: '12 lug 2027' / '12 Jul 2027'. */
export const DATE_SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** The same without the year, where the year follows: '12 lug' / '12 Jul'. */
export const DATE_SHORT_NO_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options, made on first use. */
function formatOf(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], options);
    formats.set(key, format);
  }
  return format;
}

/** A calendar date at noon UTC, for a formatter in UTC: the same day in any time zone. */
function utcNoon(iso: string): Date {
  return new Date(toUtc(iso) + DAY_MS / 2);
}

/** A Monday: the first day of every week the calendar shows. */
const A_MONDAY = '2024-01-01';

/**
 * The seven weekdays from Monday, in `lang`: 'lunedì' ... 'domenica' / 'Monday' ... 'Sunday'
 * (`long`), or their letters 'L M M G V S D' / 'M T W T F S S' (`narrow`).
 */
export function weekdayNames(lang: Lang, width: 'long' | 'narrow'): string[] {
  const format = formatOf(lang, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(utcNoon(addDays(A_MONDAY, index))));
}

/** A month and its year in `lang`, capitalised as a heading: 'Giugno 2027' / 'June 2027'. `month` is 0-11. */
export function monthYearTitle(lang: Lang, year: number, month: number): string {
  const first = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
  const text = formatOf(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcNoon(first));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * An instant (a request's holdUntil) as the clock in Patti shows it, through Intl on Europe/Rome:
 * 'venerdì 11/06/2027, 14:30' / 'Friday, 11 June 2027 at 14:30'. The visitor may be elsewhere; the
 * text around it names the zone ("ora di Patti", "Patti time").
 */
export function romeDateTimeText(isoInstant: string, lang: Lang = 'it'): string {
  const options: Intl.DateTimeFormatOptions =
    lang === 'it'
      ? { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
  return formatOf(lang, { ...options, hourCycle: 'h23', timeZone: 'Europe/Rome' }).format(new Date(isoInstant));
}

/** Today's calendar date in Europe/Rome (see romeClock). */
export function todayInRome(now: Date = new Date()): string {
  return romeClock(now).date;
}
