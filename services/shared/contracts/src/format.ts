// Money and dates in Italian, written once for the site's back office, the customer's request page
// and the mails, through Intl (it-IT, EUR). The public pages write theirs in the page's language with
// the same Intl formats (web/src/i18n/i18n.tsx, docs/languages.md#formats). Each formatter is made on
// first use and kept.
// Dates are rental dates 'YYYY-MM-DD': calendar days, formatted at noon UTC in UTC, so no time zone
// moves them (a time of day, where one is shown, is Patti's: Europe/Rome, written by its caller).

const LOCALE = 'it-IT';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function euroFormat(whole: boolean): Intl.NumberFormat {
  const key = String(whole);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A rental date written with `options` in Italian: the calendar day, whatever the time zone. */
function italianDay(iso: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  // Date.UTC reads 0-99 as 1900-1999: a year is a year.
  noon.setUTCFullYear(y);
  return format.format(noon);
}

/** '1234,50 €', '12.345,50 €' — money arrives as a decimal string and is formatted once, here. */
export function formatEuro(amount: string | number): string {
  return euroFormat(false).format(typeof amount === 'number' ? amount : Number(amount));
}

/** '1235 €' — whole euro. */
export function formatEuroWhole(amount: string | number): string {
  return euroFormat(true).format(Math.round(typeof amount === 'number' ? amount : Number(amount)));
}

/** 'giorno' or 'giorni'. */
export function dayLabel(days: number): string {
  return days === 1 ? 'giorno' : 'giorni';
}

/** '1 giorno', '3 giorni'. */
export function daysLabel(days: number): string {
  return `${days} ${dayLabel(days)}`;
}

/** '12 luglio 2027'. */
export function longItalianDate(iso: string): string {
  return italianDay(iso, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** '12 lug 2027'; '12 lug' without the year. */
export function shortItalianDate(iso: string, withYear = true): string {
  return italianDay(iso, withYear ? { day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' });
}

/** '12/07/2027': the mails' subjects. */
export function slashItalianDate(iso: string): string {
  return italianDay(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** 'lunedì 12 luglio 2027': the mails' bodies. */
export function weekdayItalianDate(iso: string): string {
  return italianDay(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** 'lunedì': the day of the week of a rental date. */
export function italianWeekday(iso: string): string {
  return italianDay(iso, { weekday: 'long' });
}
