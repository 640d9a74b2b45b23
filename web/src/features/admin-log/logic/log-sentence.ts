import { BOOKING_STATUS_LABELS } from '@nbp/contracts/http/booking';
import { shortItalianDate } from '@nbp/contracts/format';

/** What an entry needs to become a sentence: the log row and the names the page already knows. */
export interface LogEntry {
  action: string;
  entityId: string | null;
  details: unknown;
}
export interface LogNames {
  /** A boat's name by id (the admin boats list); undefined when unknown. */
  boatName?: (id: number) => string | undefined;
  /**
   * The customer of a booking or request by id, opened by the booking service for this page (the
   * log itself stores no personal data); undefined when unknown or gone.
   */
  customerName?: (kind: 'booking' | 'request', id: number) => string | undefined;
}

type Details = Record<string, unknown>;

const asDetails = (details: unknown): Details => {
  if (typeof details === 'string') {
    try {
      return asDetails(JSON.parse(details));
    } catch {
      return {};
    }
  }
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Details) : {};
};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const isoDay = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? shortItalianDate(value.slice(0, 10)) : undefined;
const status = (value: unknown): string | undefined =>
  typeof value === 'string' ? ((BOOKING_STATUS_LABELS as Record<string, string>)[value] ?? value) : undefined;

function boatOf(details: Details, names: LogNames): string | undefined {
  const named = text(details.boatName);
  if (named) return named;
  const id = Number(details.boatId);
  return Number.isInteger(id) && id > 0 ? (names.boatName?.(id) ?? `barca n. ${id}`) : undefined;
}

/** ' dal 10 lug 2027 al 12 lug 2027', or '' when the details carry no days. */
function days(details: Details): string {
  const start = isoDay(details.startDate);
  const end = isoDay(details.endDate);
  if (start && end) return start === end ? ` il ${start}` : ` dal ${start} al ${end}`;
  return start ? ` dal ${start}` : '';
}

const forBoat = (boat: string | undefined) => (boat ? ` per ${boat}` : '');
const numbered = (noun: string, id: string | null) => (id ? `${noun} n. ${id}` : noun);
/** 'Calendario "SamBoat"', or 'Calendario' when the details do not name the feed. */
const feed = (details: Details) => {
  const name = text(details.feedName);
  return name ? `Calendario "${name}"` : 'Calendario';
};

/** A feed's setting (docs/calendars.md#what-closes-days): the choice, or null for the marketplace's default. */
function closesWords(closes: unknown): string {
  if (closes === 'reservations') return 'chiudono i giorni solo le prenotazioni';
  if (closes === 'all') return 'chiudono i giorni anche i blocchi «non disponibile»';
  return 'torna all’impostazione consigliata';
}

/**
 * One log entry as an Italian sentence (docs/back-office.md#a-readable-log): what happened, to which
 * booking/request (and its customer, when known)/boat/period/calendar, with the boat's name and the days in Italian; an action this list
 * does not know reads 'Azione "<action>" registrata'.
 */
export function logSentence(entry: LogEntry, names: LogNames = {}): string {
  const d = asDetails(entry.details);
  const boat = boatOf(d, names);
  const id = entry.entityId !== null && /^\d{1,9}$/.test(entry.entityId) ? Number(entry.entityId) : null;
  const customerOf = (kind: 'booking' | 'request') => {
    const name = id !== null ? names.customerName?.(kind, id)?.trim() : undefined;
    return name ? ` di ${name}` : '';
  };
  const booking = `${numbered('Prenotazione', entry.entityId)}${customerOf('booking')}`;
  const request = `${numbered('Richiesta', entry.entityId)}${customerOf('request')}`;
  switch (entry.action) {
    case 'booking.created': {
      const state = status(d.status);
      return `${booking} creata${forBoat(boat)}${days(d)}${state ? ` (${state})` : ''}.`;
    }
    case 'booking.updated': {
      const before = asDetails(d.before);
      const after = asDetails(d.after);
      // Whether the customer was mailed about it (docs/request-lifecycle.md#office-changes).
      const told = d.customerNotified === true ? ' Il cliente è stato avvisato via email.' : '';
      if (before.status !== undefined && after.status !== undefined && before.status !== after.status)
        return `${booking}${forBoat(boat)}: stato da ${status(before.status)} a ${status(after.status)}.${told}`;
      return `${booking} modificata${forBoat(boat)}${days(after)}.${told}`;
    }
    case 'booking.deleted':
      return `${booking} eliminata${forBoat(boat)}${days(d)}.`;
    case 'booking-request.confirmed':
      return `${request} confermata${forBoat(boat)}${days(d)}${d.bookingId ? `: ne è nata la prenotazione n. ${String(d.bookingId)}` : ''}.`;
    case 'booking-request.declined':
      return `${request} rifiutata${forBoat(boat)}${days(d)}.`;
    case 'booking-request.expired':
      return `${request} scaduta senza risposta${forBoat(boat)}${days(d)}.`;
    case 'booking-request.cancelled':
      return `${request} annullata dal cliente${forBoat(boat)}${days(d)}.`;
    case 'email-request.archived':
      return `${request} archiviata.`;
    case 'email-request.unarchived':
      return `${request} ripristinata dall'archivio.`;
    case 'boat.content.updated':
      return `Contenuti della barca ${text(d.name) ?? boat ?? numbered('n.', entry.entityId)} aggiornati.`;
    case 'pricing.period.created':
      return `Periodo di prezzo "${text(d.name) ?? '?'}" creato${days(d)}.`;
    case 'pricing.period.updated':
      return `Periodo di prezzo "${text(d.name) ?? '?'}" modificato${days(d)}.`;
    case 'pricing.period.deleted':
      return `Periodo di prezzo "${text(d.name) ?? '?'}" eliminato${days(d)}.`;
    case 'pricing.boat_price.created':
      return `Prezzo impostato${forBoat(boat)}.`;
    case 'pricing.boat_price.updated':
      return `Prezzo modificato${forBoat(boat)}.`;
    case 'pricing.boat_price.deleted':
      return `Prezzo eliminato${forBoat(boat)}.`;
    case 'calendar.feed.added':
      return `${feed(d)} aggiunto${forBoat(boat)}.`;
    case 'calendar.feed.deleted':
      return `${feed(d)} eliminato${forBoat(boat)}.`;
    case 'calendar.feed.refreshed':
      return `${feed(d)} letto a mano${forBoat(boat)}.`;
    case 'calendar.feed.settings':
      return `${feed(d)}${forBoat(boat)}: ${closesWords(d.closes)}.`;
    case 'calendar.export.rotated':
      return `Nuovo link del calendario${forBoat(boat)}: il link precedente non funziona più.`;
    // Closed days (docs/back-office.md#closed-days): the reason is the office's own words, not personal data.
    case 'closed-days.created':
      return `Giorni chiusi${forBoat(boat)}${days(d)}${text(d.reason) ? `: ${text(d.reason)}` : ''}.`;
    case 'closed-days.reopened':
      return `Giorni riaperti${forBoat(boat)}${days(d)}.`;
    case 'password.changed':
      return 'Password cambiata.';
    case 'admin.created':
      return 'Amministratore creato.';
    case 'admin.reset':
      return 'Accesso amministratore reimpostato.';
    default:
      return `Azione "${entry.action}" registrata.`;
  }
}
