/** Italian formats of the mails, and the two escapes every template and header goes through. */

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

const ROME = 'Europe/Rome';
const longDate = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ROME });
const shortDate = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ROME });
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: ROME });
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** A calendar date 'YYYY-MM-DD' as an instant at noon UTC: the same day in Rome whatever the season. */
function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** 'sabato 12 giugno 2027'. */
export function italianDate(isoDate: string): string {
  return longDate.format(calendarDay(isoDate));
}

/** '12/06/2027'. */
export function shortItalianDate(isoDate: string): string {
  return shortDate.format(calendarDay(isoDate));
}

/** 'dal sabato 12 giugno 2027 al lunedì 14 giugno 2027', or one day. */
export function italianDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? italianDate(startDate) : `dal ${italianDate(startDate)} al ${italianDate(endDate)}`;
}

/** For subjects: '12/06/2027 – 14/06/2027', or one day. */
export function shortItalianDateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? shortItalianDate(startDate) : `${shortItalianDate(startDate)} – ${shortItalianDate(endDate)}`;
}

export function italianDateTime(instant: Date): string {
  return dateTime.format(instant);
}

/** A decimal string ('1250.00') shown once, as '1250,00 €'. */
export function formatEuro(amount: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? euro.format(value) : amount;
}

export function daysLabel(days: number): string {
  return days === 1 ? '1 giorno' : `${days} giorni`;
}
