/**
 * Calendar days and Patti's clock, once for every service, the site and the mails
 * (docs/calendar-days.md). A day is a string 'YYYY-MM-DD' (a rental date, a planning column); an
 * instant is a Date. Days are reckoned by date-fns on a local Date at noon, which no clock change
 * reaches, so the result never depends on the zone the code runs in; Patti's wall clock is
 * @date-fns/tz's TZDate on Europe/Rome. Only the functions a page calls are imported from date-fns,
 * one by one, so a boat page carries a few of them and no locale: names of days and months come
 * from Intl.
 */
import { TZDate } from '@date-fns/tz';
// Each function from its own file: the package's index loads all of date-fns, two seconds for a
// fresh Node thread (a feed's parsing worker) and more for a bundler to shake off.
import { addDays as addToDate } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getISODay } from 'date-fns/getISODay';
import { lightFormat } from 'date-fns/lightFormat';

/** Patti's zone: the business's days, hours and clock times (docs/calendar-days.md#pattis-clock). */
export const ROME = 'Europe/Rome';

/** The languages days are written in, and the BCP 47 tag Intl writes each with. */
export type DayLanguage = 'it' | 'en';
export const DAY_LOCALES: Record<DayLanguage, string> = { it: 'it-IT', en: 'en-GB' };

/** Days from `startDate` to `endDate`, both included (a rental, a planning span, a feed's event). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a local Date at noon: date-fns counts calendar days on it whatever the zone. */
function noonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d, 12);
  // The Date constructor reads years 0-99 as 1900-1999: a year is a year.
  date.setFullYear(y, m - 1, d);
  return date;
}

/** The calendar day a Date shows on its own clock (a TZDate: that zone's). */
const dayOfDate = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');

/** True for a real calendar day written 'YYYY-MM-DD' ('2027-02-30' is not one). */
export function isDay(value: string): boolean {
  return DAY_TEXT.test(value) && dayOfDate(noonOf(value)) === value;
}

/**
 * A day as a person types it in Italy, 'gg/mm/aaaa' (one-digit day and month, '-' or '.' between
 * them are fine too), or as 'AAAA-MM-GG': its 'AAAA-MM-GG', or null when it is no calendar day. The
 * back office's date fields read it (docs/back-office.md#dates), whatever the computer's language.
 */
export function dayFromTyped(text: string): string | null {
  const typed = text.trim();
  if (isDay(typed)) return typed;
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDay(iso) ? iso : null;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOfDate(addToDate(noonOf(day), days));
}

/** The day `months` whole months after `day`; the 31st becomes a shorter month's last day. */
export function monthsAfter(day: string, months: number): string {
  return dayOfDate(addMonths(noonOf(day), months));
}

/** Whole days from `from` to `to`: negative when `to` is earlier, 0 on the same day. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(noonOf(to), noonOf(from));
}

/** Days from `startDate` to `endDate`, both included: the same day is one day (docs/calendar-days.md#counting). */
export function inclusiveDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** 0 = Monday ... 6 = Sunday, as an Italian calendar starts its weeks. */
export function weekdayIndex(day: string): number {
  return getISODay(noonOf(day)) - 1;
}

export function isWeekend(day: string): boolean {
  return weekdayIndex(day) >= 5;
}

/** The week of `day`, Monday to Sunday. */
export function weekOf(day: string): DayRange {
  const startDate = addDays(day, -weekdayIndex(day));
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The calendar month of `day`, its first to its last day. */
export function monthOfDay(day: string): DayRange {
  const startDate = `${day.slice(0, 7)}-01`;
  return { startDate, endDate: addDays(monthsAfter(startDate, 1), -1) };
}

/** Every day of a range, in order, both ends included; empty when it ends before it starts. The caller bounds the length. */
export function eachDay(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether two ranges share at least one day. */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Whether `day` lies within the range, its ends included. */
export function rangeContains(range: DayRange, day: string): boolean {
  return range.startDate <= day && day <= range.endDate;
}

// ---- Clocks: Patti's by default, any IANA zone where a calendar feed names one.

/** The day, hour and minute the clock of `zone` shows at an instant. */
export function clockIn(zone: string, at: Date | number): { date: string; hour: number; minute: number } {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), zone);
  return { date: dayOfDate(local), hour: local.getHours(), minute: local.getMinutes() };
}

/** The day, hour (0-23) and minute in Patti at an instant. */
export function romeClock(now: Date = new Date()): { date: string; hour: number; minute: number } {
  return clockIn(ROME, now);
}

/** Today's calendar day in Patti. */
export function todayInRome(now: Date = new Date()): string {
  return romeClock(now).date;
}

/** The hour of the day (0-23) in Patti. */
export function hourInRome(now: Date = new Date()): number {
  return romeClock(now).hour;
}

/** The calendar day the clock of `zone` shows at an instant. */
export function dayInZone(zone: string, at: Date | number): string {
  return clockIn(zone, at).date;
}

/**
 * The instant a wall-clock time of `zone` stands for on `day`, daylight saving included: a time the
 * spring change skips (02:30 on its Sunday) is read an hour later, as the clocks show it.
 */
export function zonedInstant(zone: string, day: string, hour = 0, minute = 0, second = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const local = new TZDate(y, m - 1, d, hour, minute, second, 0, zone);
  return new Date(local.getTime());
}

/**
 * The instant of a time of Patti's clock on `day`: `romeInstant('2027-06-11', '18:00')` (the evening
 * before a departure), `romeInstant(day)` for the day's first instant (Rome changes its clocks at
 * 02:00/03:00, never at midnight).
 */
export function romeInstant(day: string, time = '00:00'): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedInstant(ROME, day, hour, minute);
}

/**
 * The first day a visitor may ask for: today before the cut-off hour in Patti, tomorrow from it on
 * (the site's booking card and the booking service share it). `now` and the hour are arguments so a
 * test decides both instead of depending on when it runs.
 */
export function firstBookableDate(now: Date, cutoffHour: number): string {
  const { date, hour } = romeClock(now);
  return hour < cutoffHour ? date : addDays(date, 1);
}

// ---- Words: Intl in Italian or English, one formatter per language and options, made on first use.

/** A rental date, long: '12 luglio 2027' / '12 July 2027'. */
export const DATE_LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
/** A date field, the price summary, the price list: '12 lug 2027' / '12 Jul 2027'. */
export const DATE_SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** The same without the year, where the year follows: '12 lug' / '12 Jul'. */
export const DATE_SHORT_NO_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
/** The mails' subjects: '12/07/2027'. */
export const DATE_SLASH: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
/** The mails' bodies: 'lunedì 12 luglio 2027' / 'Monday, 12 July 2027'. */
export const DATE_WITH_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
/** The day of the week alone: 'lunedì' / 'Monday'. */
export const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: DayLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DAY_LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}

/** The day at noon UTC, for a formatter in UTC: the same day wherever the reader is. */
function utcNoonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  noon.setUTCFullYear(y, m - 1, d);
  return noon;
}

/** A calendar day in words: `formatDay('2027-07-12', 'it', DATE_LONG)` is '12 luglio 2027'. */
export function formatDay(day: string, language: DayLanguage, options: Intl.DateTimeFormatOptions): string {
  return formatOf(language, { ...options, timeZone: 'UTC' }).format(utcNoonOf(day));
}

/** An instant as Patti's clock shows it, in words (`options` say which parts, the zone is Rome's). */
export function formatRomeInstant(instant: Date | string, language: DayLanguage, options: Intl.DateTimeFormatOptions): string {
  return formatOf(language, { ...options, timeZone: ROME }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A Monday: the first day of every week the calendars show. */
const A_MONDAY = '2024-01-01';

/**
 * The seven weekdays from Monday: 'lunedì' ... 'domenica' / 'Monday' ... 'Sunday' (`long`), or their
 * letters 'L M M G V S D' / 'M T W T F S S' (`narrow`).
 */
export function weekdayNames(language: DayLanguage, width: 'long' | 'narrow'): string[] {
  return Array.from({ length: 7 }, (_, index) => formatDay(addDays(A_MONDAY, index), language, { weekday: width }));
}

/** A month and its year, capitalised as a heading: 'Giugno 2027' / 'June 2027'. `month` is 0-11. */
export function monthYearTitle(language: DayLanguage, year: number, month: number): string {
  const first = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
  const text = formatDay(first, language, { month: 'long', year: 'numeric' });
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * An instant (a request's holdUntil) on Patti's clock, with its weekday: 'venerdì 11/06/2027, 14:30' /
 * 'Friday, 11 June 2027 at 14:30'. The text around it names the zone (docs/languages.md#times-name-their-zone).
 */
export function romeDateTimeText(instant: Date | string, language: DayLanguage = 'it'): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'it'
      ? { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
  return formatRomeInstant(instant, language, { ...options, hourCycle: 'h23' });
}

const DAY_WORDS: Record<DayLanguage, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  it: { one: 'giorno', other: 'giorni' },
  en: { one: 'day', other: 'days' },
};
const pluralRules = new Map<DayLanguage, Intl.PluralRules>();

/** 'giorno' / 'giorni', 'day' / 'days': the word for `days`, by the language's plural rules. */
export function dayWord(days: number, language: DayLanguage = 'it'): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(DAY_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  const words = DAY_WORDS[language];
  return words[rules.select(days)] ?? words.other;
}

/** '1 giorno', '3 giorni' / '1 day', '3 days'. */
export function daysText(days: number, language: DayLanguage = 'it'): string {
  return `${days} ${dayWord(days, language)}`;
}
