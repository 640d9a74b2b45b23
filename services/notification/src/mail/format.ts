/**
 * The formats of the mails, Italian and English (docs/languages.md), and the two escapes every
 * template and header goes through.
 */

import { DATE_WITH_WEEKDAY, formatDay, formatRomeInstant, romeClock } from '@nbp/contracts/days';
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

// Money, calendar dates and Patti's clock are @nbp/contracts's (format, days), the same words the
// site shows; here they are put together the way the mails say them.

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
  return `${formatRomeInstant(instant, 'it', { dateStyle: 'long', timeStyle: 'short' })} ${PATTI_ZONE.it}`;
}

/**
 * An instant as the office's clock shows it, naming the zone, since a customer may read the mail
 * elsewhere: '18:00 di venerdì 11/06/2027 (ora di Patti)', '18:00 on Friday, 11 June 2027 (Patti time)'.
 */
export function pattiTime(instant: Date, language: Language = 'it'): string {
  const { date: isoDate, hour, minute } = romeClock(instant);
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${clock} on ${englishDate(isoDate)} ${PATTI_ZONE.en}`;
  return `${clock} di ${italianWeekday(isoDate)} ${slashItalianDate(isoDate)} ${PATTI_ZONE.it}`;
}

// English, for the customer's mails when their request was sent in English: Intl's British English.

/** A rental date 'YYYY-MM-DD' in English: 'Saturday, 12 June 2027'. */
export function englishDate(isoDate: string): string {
  return formatDay(isoDate, 'en', DATE_WITH_WEEKDAY);
}

/** 'from Saturday, 12 June 2027 to Monday, 14 June 2027', or the one day. */
export function englishDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? englishDate(startDate) : `from ${englishDate(startDate)} to ${englishDate(endDate)}`;
}
