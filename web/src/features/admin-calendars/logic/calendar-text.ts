import { romeClock } from '@nbp/contracts/days';
import { formatDay } from '@nbp/contracts/days';
import { shortItalianDate } from '@nbp/contracts/format';
import {
  defaultCloses,
  FEED_CLOSES,
  type CalendarFeed,
  type FeedCloses,
  type FeedMarketplace,
  type SkippedFeedEvent,
} from '@nbp/contracts/http/calendars';

/** The Calendari tab's words (docs/calendars.md#back-office). */

/** '1 evento', '12 eventi'. */
export function eventsText(count: number): string {
  return count === 1 ? '1 evento' : `${count} eventi`;
}

/** '1 avviso', '2 avvisi': what a screen reader hears of the tab's badge. */
export function alarmsText(count: number): string {
  return count === 1 ? '1 avviso' : `${count} avvisi`;
}

/** An instant as the clock in Patti showed it: '03 ago 2027 14:05'. */
export function romeInstantText(isoInstant: string): string {
  const { date, hour, minute } = romeClock(new Date(isoInstant));
  return `${formatDay(date, 'it', { day: '2-digit', month: 'short', year: 'numeric' })} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'Ultima lettura riuscita: 03 ago 2027 14:05 (ora di Patti)', or 'Mai letto' before the first good read. */
export function lastReadText(lastSuccessAt: string | null): string {
  return lastSuccessAt ? `Ultima lettura riuscita: ${romeInstantText(lastSuccessAt)} (ora di Patti)` : 'Mai letto';
}

/** An imported event's days, both included: 'dal 3 ago 2027 al 5 ago 2027', or 'il 3 ago 2027'. */
export function daysText(startDate: string, endDate: string): string {
  const start = shortItalianDate(startDate);
  return startDate === endDate ? `il ${start}` : `dal ${start} al ${shortItalianDate(endDate)}`;
}

const SHORT_URL_MAX = 48;

/**
 * A feed's URL as the list shows it: host and path, the query (where a marketplace puts its key) left
 * out, cut with '…' past 48 characters. The whole URL stays in the element's title.
 */
export function shortUrl(url: string): string {
  let shown = url;
  try {
    const parsed = new URL(url);
    shown = `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    /* shown as written */
  }
  return shown.length > SHORT_URL_MAX ? `${shown.slice(0, SHORT_URL_MAX - 1)}…` : shown;
}

/** What closes days from a feed, in words (docs/calendars.md#what-closes-days). */
export const CLOSES_TEXT: Record<FeedCloses, string> = {
  reservations: 'Solo le prenotazioni',
  all: 'Anche i blocchi «non disponibile»',
};

const MARKETPLACE_NAME: Record<FeedMarketplace, string> = { airbnb: 'Airbnb', booking: 'Booking.com' };

/** The choices of the feed's setting: the default (named after its marketplace), then the two settings. */
export function closesChoices(feed: Pick<CalendarFeed, 'marketplace'>): { value: string; label: string }[] {
  const fallback = CLOSES_TEXT[defaultCloses(feed.marketplace)];
  const whose = feed.marketplace ? `consigliato per ${MARKETPLACE_NAME[feed.marketplace]}` : 'consigliato';
  return [{ value: CLOSES_DEFAULT, label: `${fallback} (${whose})` }, ...SETTINGS];
}

const SETTINGS = FEED_CLOSES.map((value) => ({ value, label: CLOSES_TEXT[value] }));

/** The select's value for "the marketplace's default". */
export const CLOSES_DEFAULT = 'default';

/**
 * The choices when a feed is added, before its marketplace is known: the default as the rule it
 * follows, then the two settings (docs/calendars.md#what-closes-days).
 */
export const NEW_FEED_CLOSES_CHOICES: { value: string; label: string }[] = [
  { value: CLOSES_DEFAULT, label: 'Come consigliato (Airbnb: solo le prenotazioni; gli altri: tutto)' },
  ...SETTINGS,
];

/** '1 evento non letto', '3 eventi non letti'. */
export function skippedText(count: number): string {
  return count === 1 ? '1 evento non letto' : `${count} eventi non letti`;
}

/** One skipped event: '«Prenotazione» (UID abc@x): data o ripetizione non leggibile'. */
export function skippedEventText(event: SkippedFeedEvent): string {
  const what = event.summary ? `«${event.summary}» (UID ${event.uid})` : `UID ${event.uid}`;
  return `${what}: ${event.reason}`;
}
