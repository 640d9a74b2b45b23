// Money and dates in words, written once for the public pages, the back office, the customer's request
// page and the mails, through Intl in Italian (it-IT, the default) or English (en-GB), in euro
// (docs/languages.md#money-and-dates). Each formatter is made on first use and kept. The days'
// words are ./days.ts's; the Italian names below are the back office's and the mails' shorthands.
import {
  DATE_LONG,
  DATE_SHORT,
  DATE_SHORT_NO_YEAR,
  DATE_SLASH,
  DATE_WITH_WEEKDAY,
  DAY_LOCALES,
  type DayLanguage,
  daysText,
  formatDay,
  formatRomeInstant,
  WEEKDAY,
} from './days.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(language: DayLanguage, whole: boolean): Intl.NumberFormat {
  const key = `${language}|${whole}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(DAY_LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** '1234,50 €', '12.345,50 €' / '€1,250.00' — money arrives as a decimal string and is formatted once, here. */
export function formatEuro(amount: string | number, language: DayLanguage = 'it'): string {
  return euroFormat(language, false).format(typeof amount === 'number' ? amount : Number(amount));
}

/** '1235 €' / '€1,235' — whole euro. */
export function formatEuroWhole(amount: string | number, language: DayLanguage = 'it'): string {
  return euroFormat(language, true).format(Math.round(typeof amount === 'number' ? amount : Number(amount)));
}

/** '1 giorno', '3 giorni'. */
export const daysLabel = (days: number): string => daysText(days, 'it');

/** '12 luglio 2027'. */
export function longItalianDate(iso: string): string {
  return formatDay(iso, 'it', DATE_LONG);
}

/** '12 lug 2027'; '12 lug' without the year. */
export function shortItalianDate(iso: string, withYear = true): string {
  return formatDay(iso, 'it', withYear ? DATE_SHORT : DATE_SHORT_NO_YEAR);
}

/** '12/07/2027': the mails' subjects. */
export function slashItalianDate(iso: string): string {
  return formatDay(iso, 'it', DATE_SLASH);
}

/** 'lunedì 12 luglio 2027': the mails' bodies. */
export function weekdayItalianDate(iso: string): string {
  return formatDay(iso, 'it', DATE_WITH_WEEKDAY);
}

/** 'lunedì': the day of the week of a rental date. */
export function italianWeekday(iso: string): string {
  return formatDay(iso, 'it', WEEKDAY);
}

/** '12/06/2027, 14:35' on Patti's clock: when the back office received, created or archived something. */
export function slashItalianDateTime(instant: Date | string): string {
  return formatRomeInstant(instant, 'it', { ...DATE_SLASH, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
