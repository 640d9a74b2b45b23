/**
 * The formats of the mails, Italian and English (docs/languages.md), and the two escapes every
 * template and header goes through.
 */

import { italianWeekday, slashItalianDate, weekdayItalianDate } from '@nbp/contracts/format';
import type { Language } from '@nbp/contracts/language';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text typed by a visitor, made inert inside an HTML body or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Escaped, with line breaks kept visible. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * One line with no control characters: anything that ends up in a header (subject, display name,
 * address) goes through here, so a visitor cannot add headers of their own.
 */
export function oneLine(value: string): string {
  return value
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

// Money and calendar dates are @nbp/contracts/format's, the same words the site shows. Only the
// instant of receipt is written here: it needs Rome's time zone and the hour, which only the mails show.
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** 'dal sabato 12 giugno 2027 al lunedì 14 giugno 2027', or one day. */
export function italianDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? weekdayItalianDate(startDate) : `dal ${weekdayItalianDate(startDate)} al ${weekdayItalianDate(endDate)}`;
}

/** For subjects: '12/06/2027 – 14/06/2027', or one day. */
export function slashItalianDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? slashItalianDate(startDate) : `${slashItalianDate(startDate)} – ${slashItalianDate(endDate)}`;
}

/** How a time of day names the zone it is on: the office's, wherever the reader is. */
export const PATTI_ZONE = { it: '(ora di Patti)', en: '(Patti time)' } as const;

/**
 * An instant in Italian on the office's clock, naming the zone (docs/languages.md#times-name-their-zone):
 * '22 novembre 2026 alle ore 10:05 (ora di Patti)'.
 */
export function italianDateTime(instant: Date): string {
  return `${dateTime.format(instant)} ${PATTI_ZONE.it}`;
}

const romeClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the office's clock shows it, naming the zone, since a customer may read the mail
 * elsewhere: '18:00 di venerdì 11/06/2027 (ora di Patti)', '18:00 on Friday, 11 June 2027 (Patti time)'.
 */
export function pattiTime(instant: Date, language: Language = 'it'): string {
  const parts = romeClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const isoDate = `${part('year')}-${part('month')}-${part('day')}`;
  const clock = `${part('hour')}:${part('minute')}`;
  if (language === 'en') return `${clock} on ${englishDate(isoDate)} ${PATTI_ZONE.en}`;
  return `${clock} di ${italianWeekday(isoDate)} ${slashItalianDate(isoDate)} ${PATTI_ZONE.it}`;
}

// English, for the customer's mails when their request was sent in English: Intl's British English,
// on Patti's calendar, and the euro as Intl writes it there.
const englishDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const englishMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** A rental date 'YYYY-MM-DD' in English: 'Saturday, 12 June 2027' (noon UTC is that day in Rome too). */
export function englishDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return englishDay.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** 'from Saturday, 12 June 2027 to Monday, 14 June 2027', or the one day. */
export function englishDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? englishDate(startDate) : `from ${englishDate(startDate)} to ${englishDate(endDate)}`;
}

/** '€1,250.00'. */
export function englishEuro(amount: string | number): string {
  return englishMoney.format(typeof amount === 'number' ? amount : Number(amount));
}

/** '1 day', '3 days'. */
export function englishDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
