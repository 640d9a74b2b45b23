/**
 * Every mail the product sends, in one place: subject, HTML and plain text. Whatever a visitor
 * typed is escaped in the HTML bodies and flattened to one line in subjects. The customer's mails
 * are in the language of their request, the office's always in Italian (docs/languages.md).
 */
import type { Business } from '@nbp/contracts/business';
import type { Language } from '@nbp/contracts/language';
import { MESSAGES } from '@nbp/contracts/messages';
import type { RequestAlternative } from '@nbp/contracts/events/booking';
import { staleFeedText } from '@nbp/contracts/http/calendars';
import { buildIcs, calendarContentType, rentalUid, type CalendarStatus } from './ics.ts';
import { daysText } from '@nbp/contracts/days';
import { formatEuro, slashItalianDate, weekdayItalianDate } from '@nbp/contracts/format';
import {
  englishDate,
  englishDateRange,
  escapeHtml,
  escapeMultiline,
  italianDateRange,
  italianDateTime,
  oneLine,
  PATTI_ZONE,
  pattiTime,
  slashItalianDateRange,
} from './format.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What every template needs to know about the sender. */
export interface MailBrand {
  business: Business;
  /** The site's address, for links (no trailing slash needed). */
  publicUrl: string;
}

export interface BookingRequestDetails {
  requestId: number;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  days: number;
  totalPrice: string;
  deposit: string;
  customer: { name: string; email: string; phone: string };
  notes: string | null;
  /** When the request was received (the event's time), so every retry writes the same mail. */
  receivedAt: Date;
  /** Until when the days are held for it; null in events from before holds. */
  holdUntil: Date | null;
  /** The customer's private link token (docs/request-lifecycle.md#the-customers-link); null in events from before it. */
  accessToken: string | null;
  /** The language the request was sent in: the customer's mail is in it (docs/languages.md). */
  language: Language;
  /**
   * false: the request holds no days until the office answers, because the boat's unanswered
   * requests already hold their share (docs/request-lifecycle.md#hoarding); both mails say so.
   */
  holdsDays: boolean;
}

/** The office's line about a request that holds no days (docs/request-lifecycle.md#hoarding). */
export const OFFICE_NOT_HELD =
  'Questa richiesta non blocca le date: le richieste in attesa per questa barca ne tengono già la quota massima. Le date restano libere finché non rispondi.';

/** What every mail about a rental's later life says about it: our own data, nothing the visitor typed. */
export interface RentalFacts {
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  days: number;
  totalPrice: string;
}

export interface LifecycleDetails extends RentalFacts {
  /** The rental whose calendar entry the mail updates: a request, or a phone booking. */
  rental: { kind: 'request' | 'booking'; id: number };
  /** The customer's private link token; null for a phone booking, which has no page. */
  accessToken: string | null;
  /** The calendar entry's version (higher than the received file's 0). */
  sequence: number;
  /** When the event happened: the calendar file's DTSTAMP, so every retry writes the same file. */
  occurredAt: Date;
  /** The customer's language (docs/languages.md); the office's copy is Italian whatever it says. */
  language: Language;
}

export interface ConfirmedDetails extends LifecycleDetails {
  bookingId: number;
  deposit: string;
  /** "HH:MM", Europe/Rome. */
  checkInTime: string;
  checkOutTime: string;
}

export interface DeclinedDetails extends LifecycleDetails {
  /** Written by the office, not by the visitor. */
  reason: string | null;
  alternatives: RequestAlternative[];
}

/** The office's copy of a withdrawn request: who withdrew it, to answer them. */
export interface CancelledOfficeDetails extends LifecycleDetails {
  customer: { name: string; email: string };
}

export interface ReminderDetails {
  requestId: number;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
  customerName: string;
  holdUntil: Date;
}

export interface ContactDetails {
  contactId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
}

/** The calendar file's name: 'prenotazione.ics' in Italian mails, 'booking.ics' in English ones. */
export const CALENDAR_FILENAME = 'prenotazione.ics';
export const CALENDAR_FILENAME_EN = 'booking.ics';

/**
 * The words every mail to the customer shares, in the customer's language (docs/languages.md). The
 * office's mails use the Italian ones whatever the customer's language.
 */
interface Words {
  language: Language;
  greeting: string;
  signature: (business: Business) => string[];
  contacts: string;
  phone: string;
  /** The private page's link. */
  yourRequest: string;
  boat: string;
  dates: string;
  duration: string;
  totalPrice: string;
  deposit: string;
  boarding: string;
  boardingPoint: string;
  /** A rental's days as a row shows them: a range, or the one day. */
  dateRange: (startDate: string, endDate: string) => string;
  /** The same inside a sentence ('… for <boat> on Saturday, 12 June 2027'). */
  datesInSentence: (startDate: string, endDate: string) => string;
  date: (isoDate: string) => string;
  days: (days: number) => string;
  euro: (amount: string) => string;
  calendarFilename: string;
  calendarSummary: (boatName: string, business: Business) => string;
}

const WORDS: Record<Language, Words> = {
  it: {
    language: 'it',
    greeting: 'Gentile cliente,',
    signature: (business) => [`A presto,`, `lo staff di ${business.name}`, business.tagline],
    contacts: 'Contatti',
    phone: 'Telefono',
    yourRequest: 'La tua richiesta',
    boat: 'Barca',
    dates: 'Date',
    duration: 'Durata',
    totalPrice: 'Prezzo totale',
    deposit: 'Cauzione',
    boarding: 'Imbarco',
    boardingPoint: 'Punto di imbarco',
    dateRange: italianDateRange,
    datesInSentence: italianDateRange,
    date: weekdayItalianDate,
    days: (days) => daysText(days, 'it'),
    euro: (amount) => formatEuro(amount, 'it'),
    calendarFilename: CALENDAR_FILENAME,
    calendarSummary: (boatName, business) => `Noleggio ${boatName} – ${business.name}`,
  },
  en: {
    language: 'en',
    greeting: 'Dear customer,',
    signature: (business) => ['See you soon,', `The ${business.name} team`, business.tagline],
    contacts: 'Contacts',
    phone: 'Phone',
    yourRequest: 'Your request',
    boat: 'Boat',
    dates: 'Dates',
    duration: 'Duration',
    totalPrice: 'Total price',
    deposit: 'Deposit',
    boarding: 'Boarding',
    boardingPoint: 'Boarding point',
    dateRange: englishDateRange,
    datesInSentence: (startDate, endDate) =>
      startDate === endDate ? `on ${englishDate(startDate)}` : englishDateRange(startDate, endDate),
    date: englishDate,
    days: (days) => daysText(days, 'en'),
    euro: (amount) => formatEuro(amount, 'en'),
    calendarFilename: CALENDAR_FILENAME_EN,
    calendarSummary: (boatName, business) => `${boatName} rental – ${business.name}`,
  },
};

/** The customer's words; an unknown language (none reaches here: the events read it as 'it') would be Italian. */
function wordsFor(language: Language | undefined): Words {
  return WORDS[language ?? 'it'] ?? WORDS.it;
}

type Row = [label: string, value: string];

function siteUrl(brand: MailBrand, path: string): string {
  return `${brand.publicUrl.replace(/\/+$/, '')}${path}`;
}

function digits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

function textRows(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** Values in rows are escaped here; labels are ours. */
function htmlRows(rows: Row[], options: { multiline?: boolean } = {}): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;color:#0f172a">${options.multiline ? escapeMultiline(value) : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px">${cells}</table>`;
}

function heading(title: string): string {
  return `<h2 style="font-size:17px;color:#0c4a6e;margin:24px 0 8px">${escapeHtml(title)}</h2>`;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 12px;line-height:1.5">${escapeMultiline(text)}</p>`;
}

/** The frame of every HTML mail: the brand on top, the contact data in the footer; `lang` the mail's language. */
function layout(brand: MailBrand, title: string, body: string, language: Language = 'it'): string {
  const { business } = brand;
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<div style="background:#0c4a6e;color:#ffffff;padding:20px 24px"><div style="font-size:22px;font-weight:bold">${escapeHtml(business.name)}</div>`,
    `<div style="font-size:14px;opacity:.85">${escapeHtml(business.tagline)}</div></div>`,
    `<div style="padding:24px">${body}</div>`,
    '<div style="padding:16px 24px;background:#e2e8f0;font-size:12px;color:#475569;line-height:1.5">',
    `${escapeHtml(business.name)} ${escapeHtml(business.legalForm)} · ${escapeHtml(business.address)}<br>`,
    `Tel. ${escapeHtml(business.phone)} · WhatsApp ${escapeHtml(business.whatsapp)} · ${escapeHtml(business.email)}`,
    '</div></div></body></html>',
  ].join('\n');
}

function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#0369a1">${escapeHtml(label)}</a>`;
}

/** The customer's private page about their request. */
export function customerLink(brand: MailBrand, token: string): string {
  return siteUrl(brand, `/richiesta/${encodeURIComponent(token)}`);
}

/**
 * The boat page with those days chosen (the page preselects them while they are still free), in the
 * customer's language: the English page under /en (docs/languages.md#mails).
 */
export function boatLink(brand: MailBrand, boatId: number, startDate: string, endDate: string, language: Language = 'it'): string {
  const prefix = language === 'en' ? '/en' : '';
  return siteUrl(brand, `${prefix}/boat/${boatId}?start=${encodeURIComponent(startDate)}&end=${encodeURIComponent(endDate)}`);
}

function contactRows(business: Business, w: Words): Row[] {
  return [
    [w.phone, business.phone],
    ['WhatsApp', business.whatsapp],
    ['Email', business.email],
  ];
}

function contactsHtml(business: Business, w: Words): string {
  const whatsappUrl = `https://wa.me/${digits(business.whatsapp).replace(/^\+/, '')}`;
  return (
    `<p style="margin:0 0 12px;line-height:1.8">${escapeHtml(w.phone)}: ${link(`tel:${digits(business.phone)}`, business.phone)}<br>` +
    `WhatsApp: ${link(whatsappUrl, business.whatsapp)}<br>` +
    `Email: ${link(`mailto:${business.email}`, business.email)}</p>`
  );
}

/** A sentence followed by its link: the address in the text part, an anchor in the HTML one. */
interface LinkLine {
  before: string;
  href: string;
  label: string;
}

function linkText(line: LinkLine): string {
  return `${line.before} ${line.href}`;
}

function linkHtml(line: LinkLine): string {
  return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(line.before)} ${link(line.href, line.label)}</p>`;
}

function privateLinkLine(brand: MailBrand, token: string, before: string, w: Words): LinkLine {
  return { before, href: customerLink(brand, token), label: w.yourRequest };
}

function rentalRows(rental: RentalFacts, w: Words = WORDS.it): Row[] {
  return [
    [w.boat, rental.boatName],
    [w.dates, w.dateRange(rental.startDate, rental.endDate)],
    [w.duration, w.days(rental.days)],
    [w.totalPrice, w.euro(rental.totalPrice)],
  ];
}

function calendarAttachment(status: CalendarStatus, content: string, w: Words): MailAttachment {
  return { filename: w.calendarFilename, content, contentType: calendarContentType(status) };
}

function calendarOf(
  brand: MailBrand,
  details: LifecycleDetails,
  status: CalendarStatus,
  description: string,
  w: Words,
  times?: ConfirmedDetails,
) {
  const { business } = brand;
  return buildIcs({
    uid: rentalUid(details.rental.kind, details.rental.id, brand.publicUrl),
    sequence: details.sequence,
    status,
    stamp: details.occurredAt,
    startDate: details.startDate,
    endDate: details.endDate,
    ...(times ? { checkInTime: times.checkInTime, checkOutTime: times.checkOutTime } : {}),
    summary: w.calendarSummary(details.boatName, business),
    location: business.address,
    description,
    organizer: { name: business.name, email: business.email },
    language: w.language,
  });
}

function requestRows(request: BookingRequestDetails, w: Words = WORDS.it): Row[] {
  return [
    [w.boat, request.boatName],
    [w.dates, w.dateRange(request.startDate, request.endDate)],
    [w.duration, w.days(request.days)],
    [w.totalPrice, w.euro(request.totalPrice)],
    [w.deposit, w.euro(request.deposit)],
  ];
}

/** To the office: everything needed to confirm or refuse the request. Always in Italian (docs/languages.md). */
export function officeBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const subject = oneLine(
    `Nuova richiesta di prenotazione – ${request.boatName} – ${slashItalianDateRange(request.startDate, request.endDate)}`,
  );
  const adminUrl = siteUrl(brand, '/admin');
  const details = requestRows(request);
  details[0] = ['Barca', `${request.boatName} (n. ${request.boatId})`];
  const customer: Row[] = [
    ['Nome', request.customer.name],
    ['Email', request.customer.email],
    ['Telefono', request.customer.phone],
  ];
  const notes = request.notes?.trim() || 'Nessuna nota';
  const received = `Ricevuta il ${italianDateTime(request.receivedAt)}.`;
  // The office knows which language the customer was answered in, and writes back in it.
  const language = request.language === 'en' ? ['', 'Richiesta inviata dal sito in inglese: il cliente riceve le email in inglese.'] : [];
  const notHeld = request.holdsDays ? [] : ['', OFFICE_NOT_HELD];

  const text = [
    `Nuova richiesta di prenotazione n. ${request.requestId} dal sito.`,
    '',
    textRows(details),
    ...notHeld,
    '',
    'Cliente',
    textRows(customer),
    '',
    'Note del cliente',
    notes,
    '',
    received,
    ...language,
    '',
    `Verifica la disponibilità e rispondi al cliente (basta rispondere a questa email). Gestisci la richiesta nella dashboard: ${adminUrl}`,
  ].join('\n');

  const html = layout(
    brand,
    subject,
    [
      paragraph(`Nuova richiesta di prenotazione n. ${request.requestId} dal sito.`),
      heading('Richiesta'),
      htmlRows(details),
      ...(request.holdsDays
        ? []
        : [
            `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fef3c7;border-left:4px solid #d97706">${escapeHtml(OFFICE_NOT_HELD)}</p>`,
          ]),
      heading('Cliente'),
      htmlRows(customer),
      heading('Note del cliente'),
      paragraph(notes),
      paragraph(received),
      ...(language.length ? [paragraph(language[1]!)] : []),
      `<p style="margin:16px 0">Verifica la disponibilità e rispondi al cliente (basta rispondere a questa email).<br>${link(adminUrl, 'Gestisci la richiesta nella dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The texts of the received mail in each language: the same facts and the same order. */
function receivedTexts(brand: MailBrand, request: BookingRequestDetails, w: Words) {
  const { business } = brand;
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const deposit = w.euro(request.deposit);
  if (w.language === 'en') {
    return {
      subject: `We have received your request – ${request.boatName} | ${business.name}`,
      intro: `Thank you for choosing ${business.name}! We have received your booking request for ${request.boatName} ${dates}.`,
      confirm:
        'Our office will check that the boat is available: your booking is final only once we have confirmed it. We will be in touch shortly to confirm availability.',
      held: (until: string) => `The dates are held for you until ${until}: you will have our answer by then.`,
      notHeld: 'The dates are not reserved: your request has reached our office, which will answer you by e-mail.',
      privateLink: 'You can follow your request, or cancel it, from your private page:',
      deposit: `A deposit of ${deposit} is required, taken as a pre-authorisation on your credit card (nothing is charged) and released once the boat has been checked on its return.`,
      hours: ['Rental hours', `${business.businessHours} (pick-up 09:00-10:00, return by 18:00, Patti time)`] as Row,
      calendarNote: 'A reminder to add to your calendar is attached.',
      summary: 'Request summary',
      calendarDescription: `Booking request awaiting confirmation. Boarding at ${business.boardingPoint}, hours ${business.businessHours} ${PATTI_ZONE.en}. Tel. ${business.phone}, ${business.email}`,
    };
  }
  return {
    subject: `Abbiamo ricevuto la tua richiesta – ${request.boatName} | ${business.name}`,
    intro: `grazie per aver scelto ${business.name}! Abbiamo ricevuto la tua richiesta di prenotazione per ${request.boatName} ${dates}.`,
    confirm: `Il nostro ufficio verificherà la disponibilità della barca: la prenotazione sarà definitiva solo dopo la nostra conferma. ${MESSAGES.bookingRequestOk}`,
    held: (until: string) => `Le date restano riservate per te fino alle ${until}: entro allora riceverai la nostra risposta.`,
    notHeld: "Le date non sono bloccate: la tua richiesta è arrivata all'ufficio, che ti risponderà per email.",
    privateLink: 'Puoi seguire la tua richiesta, o annullarla, dalla tua pagina privata:',
    deposit: `È prevista una cauzione di ${deposit}, richiesta come pre-autorizzazione sulla carta di credito (nessun addebito) e restituita dopo il controllo della barca al rientro.`,
    hours: ['Orario del noleggio', `${business.businessHours} (ritiro 09:00-10:00, rientro entro le 18:00, ora di Patti)`] as Row,
    calendarNote: 'In allegato trovi il promemoria da aggiungere al tuo calendario.',
    summary: 'Riepilogo della richiesta',
    calendarDescription: `Richiesta di prenotazione in attesa di conferma. Imbarco a ${business.boardingPoint}, orario ${business.businessHours} ${PATTI_ZONE.it}. Tel. ${business.phone}, ${business.email}`,
  };
}

/**
 * To the customer, in the language of their request: what they asked for, what happens next, how to
 * reach the office; with a calendar file. It goes to whatever address was typed, from the business's
 * own address, so it quotes nothing the visitor typed (no name, no notes): otherwise the form would
 * let anyone send our mail with their text and links to a stranger. Boat, dates and amounts come
 * from our own data.
 */
export function customerBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const { business } = brand;
  const w = wordsFor(request.language);
  const t = receivedTexts(brand, request, w);
  const subject = oneLine(t.subject);
  const details = requestRows(request, w);
  const greeting = w.greeting;
  const intro = t.intro;
  const confirm = t.confirm;
  // docs/request-lifecycle.md#holds: the days are the customer's until the office answers, or the hold lapses.
  // docs/request-lifecycle.md#hoarding: a request past the boat's share holds nothing, and says so.
  const held = !request.holdsDays ? t.notHeld : request.holdUntil ? t.held(pattiTime(request.holdUntil, w.language)) : null;
  const privateLink = request.accessToken ? privateLinkLine(brand, request.accessToken, t.privateLink, w) : null;
  const deposit = t.deposit;
  const boarding: Row[] = [[w.boardingPoint, `${business.boardingPoint} – ${business.address}`], t.hours];
  const calendarNote = t.calendarNote;

  const text = [
    greeting,
    '',
    intro,
    confirm,
    ...(held ? ['', held] : []),
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    t.summary,
    textRows(details),
    '',
    w.deposit,
    deposit,
    '',
    w.boarding,
    textRows(boarding),
    '',
    w.contacts,
    textRows(contactRows(business, w)),
    '',
    calendarNote,
    '',
    ...w.signature(business),
  ].join('\n');

  const html = layout(
    brand,
    subject,
    [
      paragraph(greeting),
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#ecfeff;border-left:4px solid #0891b2">${escapeHtml(confirm)}</p>`,
      ...(held ? [paragraph(held)] : []),
      ...(privateLink ? [linkHtml(privateLink)] : []),
      heading(t.summary),
      htmlRows(details, { multiline: true }),
      heading(w.deposit),
      paragraph(deposit),
      heading(w.boarding),
      htmlRows(boarding),
      heading(w.contacts),
      contactsHtml(business, w),
      paragraph(calendarNote),
      paragraph(w.signature(business).join('\n')),
    ].join('\n'),
    w.language,
  );

  const ics = buildIcs({
    uid: rentalUid('request', request.requestId, brand.publicUrl),
    sequence: 0,
    status: 'tentative',
    stamp: request.receivedAt,
    startDate: request.startDate,
    endDate: request.endDate,
    summary: w.calendarSummary(request.boatName, business),
    location: business.address,
    description: t.calendarDescription,
    organizer: { name: business.name, email: business.email },
    language: w.language,
  });
  return { subject, text, html, attachments: [calendarAttachment('tentative', ics, w)] };
}

/** The texts of the confirmation in each language. */
function confirmedTexts(brand: MailBrand, booking: ConfirmedDetails, w: Words) {
  const { business } = brand;
  const dates = w.datesInSentence(booking.startDate, booking.endDate);
  const byPhone = booking.rental.kind !== 'request';
  const deposit = w.euro(booking.deposit);
  if (w.language === 'en') {
    return {
      subject: `Booking confirmed – ${booking.boatName} | ${business.name}`,
      intro: byPhone
        ? `We confirm the booking you arranged with our office for ${booking.boatName} ${dates}: the boat is waiting for you!`
        : `We are pleased to confirm your booking for ${booking.boatName} ${dates}: the boat is waiting for you!`,
      booking: ['Booking', `no. ${booking.bookingId}`] as Row,
      checkIn: ['Pick-up', `${w.date(booking.startDate)} at ${booking.checkInTime} ${PATTI_ZONE.en}`] as Row,
      checkOut: ['Return', `${w.date(booking.endDate)} by ${booking.checkOutTime} ${PATTI_ZONE.en}`] as Row,
      deposit: `At pick-up we will ask for the deposit of ${deposit}, as a pre-authorisation on your credit card (nothing is charged), released once the boat has been checked on its return.`,
      privateLink: 'Your request and your booking remain available on your private page:',
      calendarNote: byPhone
        ? 'A reminder to add to your calendar is attached.'
        : 'The updated reminder for your calendar is attached: it replaces the one sent with your request.',
      summary: 'Booking summary',
      calendarDescription: `Booking no. ${booking.bookingId} confirmed. Pick-up at ${booking.checkInTime}, return by ${booking.checkOutTime} ${PATTI_ZONE.en}. Boarding at ${business.boardingPoint}. Tel. ${business.phone}, ${business.email}`,
    };
  }
  return {
    subject: `Prenotazione confermata – ${booking.boatName} | ${business.name}`,
    intro: byPhone
      ? `ti confermiamo la prenotazione concordata con il nostro ufficio per ${booking.boatName} ${dates}: la barca ti aspetta!`
      : `siamo lieti di confermare la tua prenotazione per ${booking.boatName} ${dates}: la barca ti aspetta!`,
    booking: ['Prenotazione', `n. ${booking.bookingId}`] as Row,
    checkIn: ['Ritiro', `${w.date(booking.startDate)} alle ${booking.checkInTime} ${PATTI_ZONE.it}`] as Row,
    checkOut: ['Rientro', `${w.date(booking.endDate)} entro le ${booking.checkOutTime} ${PATTI_ZONE.it}`] as Row,
    deposit: `Al ritiro ti chiederemo la cauzione di ${deposit}, come pre-autorizzazione sulla carta di credito (nessun addebito), restituita dopo il controllo della barca al rientro.`,
    privateLink: 'La tua richiesta e la prenotazione restano consultabili dalla tua pagina privata:',
    calendarNote: byPhone
      ? 'In allegato trovi il promemoria da aggiungere al tuo calendario.'
      : 'In allegato trovi il promemoria aggiornato per il tuo calendario: sostituisce quello della richiesta.',
    summary: 'Riepilogo della prenotazione',
    calendarDescription: `Prenotazione confermata n. ${booking.bookingId}. Ritiro alle ${booking.checkInTime}, rientro entro le ${booking.checkOutTime} ${PATTI_ZONE.it}. Imbarco a ${business.boardingPoint}. Tel. ${business.phone}, ${business.email}`,
  };
}

/**
 * To the customer, in their language: the request (or a phone booking) is a booking now. Times are
 * the boat's check-in on the first day and check-out on the last, in Patti's time; the calendar file
 * replaces the request's entry (same UID, higher SEQUENCE) with a timed, confirmed one
 * (docs/request-lifecycle.md#confirm).
 */
export function customerConfirmedMail(brand: MailBrand, booking: ConfirmedDetails): MailContent {
  const { business } = brand;
  const w = wordsFor(booking.language);
  const t = confirmedTexts(brand, booking, w);
  const subject = oneLine(t.subject);
  const greeting = w.greeting;
  const intro = t.intro;
  const details: Row[] = [t.booking, ...rentalRows(booking, w), [w.deposit, w.euro(booking.deposit)], t.checkIn, t.checkOut];
  const deposit = t.deposit;
  const boarding: Row[] = [[w.boardingPoint, `${business.boardingPoint} – ${business.address}`]];
  const privateLink = booking.accessToken ? privateLinkLine(brand, booking.accessToken, t.privateLink, w) : null;
  const calendarNote = t.calendarNote;

  const text = [
    greeting,
    '',
    intro,
    '',
    t.summary,
    textRows(details),
    '',
    w.deposit,
    deposit,
    '',
    w.boarding,
    textRows(boarding),
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    w.contacts,
    textRows(contactRows(business, w)),
    '',
    calendarNote,
    '',
    ...w.signature(business),
  ].join('\n');

  const html = layout(
    brand,
    subject,
    [
      paragraph(greeting),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#ecfdf5;border-left:4px solid #059669">${escapeHtml(intro)}</p>`,
      heading(t.summary),
      htmlRows(details),
      heading(w.deposit),
      paragraph(deposit),
      heading(w.boarding),
      htmlRows(boarding),
      ...(privateLink ? [linkHtml(privateLink)] : []),
      heading(w.contacts),
      contactsHtml(business, w),
      paragraph(calendarNote),
      paragraph(w.signature(business).join('\n')),
    ].join('\n'),
    w.language,
  );

  const ics = calendarOf(brand, booking, 'confirmed', t.calendarDescription, w, booking);
  return { subject, text, html, attachments: [calendarAttachment('confirmed', ics, w)] };
}

/** What a mail that withdraws a request from the customer's calendar says between its opening and its contacts. */
interface WithdrawalParts {
  subject: string;
  /** After the greeting. */
  intro: string;
  /** The mail's own part, as text lines (each group opening with its blank line) and as HTML blocks. */
  text: string[];
  html: string[];
  /** The DESCRIPTION of the cancelled calendar entry. */
  calendarNote: string;
}

/**
 * The one shape of the customer's mails that end a request (declined, expired, cancelled), in the
 * customer's language: the greeting, why, the mail's own part, the private link when there is one,
 * the contacts and the signature, and the calendar entry cancelled (docs/request-lifecycle.md#calendar-files).
 */
function withdrawalMail(brand: MailBrand, request: LifecycleDetails, w: Words, parts: WithdrawalParts): MailContent {
  const { business } = brand;
  const greeting = w.greeting;
  const stillHere = w.language === 'en' ? 'Your request can still be viewed here:' : 'La tua richiesta resta consultabile qui:';
  const privateLink = request.accessToken ? privateLinkLine(brand, request.accessToken, stillHere, w) : null;

  const text = [
    greeting,
    '',
    parts.intro,
    ...parts.text,
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    w.contacts,
    textRows(contactRows(business, w)),
    '',
    ...w.signature(business),
  ].join('\n');

  const html = layout(
    brand,
    parts.subject,
    [
      paragraph(greeting),
      paragraph(parts.intro),
      ...parts.html,
      ...(privateLink ? [linkHtml(privateLink)] : []),
      heading(w.contacts),
      contactsHtml(business, w),
      paragraph(w.signature(business).join('\n')),
    ].join('\n'),
    w.language,
  );

  const ics = calendarOf(brand, request, 'cancelled', parts.calendarNote, w);
  return { subject: parts.subject, text, html, attachments: [calendarAttachment('cancelled', ics, w)] };
}

/**
 * To the customer, in their language: the office cannot confirm. Courteous, with the office's
 * reason when it gave one (quoted as written) and up to three alternatives, each opening the boat
 * page with its days chosen; the calendar entry is cancelled (docs/request-lifecycle.md#decline).
 */
export function customerDeclinedMail(brand: MailBrand, request: DeclinedDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const reason = request.reason?.trim() || null;
  const alternatives = request.alternatives.slice(0, 3).map((alternative) => ({
    label: `${alternative.boatName}, ${w.dateRange(alternative.startDate, alternative.endDate)}`,
    href: boatLink(brand, alternative.boatId, alternative.startDate, alternative.endDate, w.language),
  }));
  const alternativesIntro = en
    ? 'These alternatives, free when this message was sent, might interest you:'
    : 'Potrebbero interessarti queste alternative, libere al momento di questo messaggio:';
  const noAlternatives = en
    ? 'Write to us or give us a call: we will be glad to help you find other dates or another boat.'
    : "Scrivici o chiamaci: saremo felici di aiutarti a trovare altre date o un'altra barca.";
  const reasonHeading = en ? 'A message from our office' : 'Il messaggio del nostro ufficio';
  const alternativesHeading = en ? 'Alternatives for you' : 'Alternative per te';
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request not confirmed – ${request.boatName} | ${brand.business.name}`
        : `Richiesta non confermata – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `Thank you for writing to us. We are sorry, but we cannot confirm your request for ${request.boatName} ${dates}. The dates have been released and the reminder in your calendar has been cancelled.`
      : `grazie per averci scritto. Ci dispiace, ma non possiamo confermare la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: [
      ...(reason ? ['', reasonHeading, reason] : []),
      '',
      ...(alternatives.length ? [alternativesIntro, ...alternatives.map((a) => `- ${a.label}: ${a.href}`)] : [noAlternatives]),
    ],
    html: [
      ...(reason
        ? [
            heading(reasonHeading),
            `<div style="padding:12px;background:#f8fafc;border:1px solid #e2e8f0;line-height:1.5;margin:0 0 12px">${escapeMultiline(reason)}</div>`,
          ]
        : []),
      ...(alternatives.length
        ? [
            heading(alternativesHeading),
            paragraph(alternativesIntro),
            `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.8">${alternatives.map((a) => `<li>${link(a.href, a.label)}</li>`).join('')}</ul>`,
          ]
        : [paragraph(noAlternatives)]),
    ],
    calendarNote: en ? 'Booking request not confirmed.' : 'Richiesta di prenotazione non confermata.',
  });
}

/**
 * To the customer, in their language: nobody answered before the hold lapsed, so the days are free
 * again; an apology and an invitation to ask again for the same boat and days
 * (docs/request-lifecycle.md#expiry).
 */
export function customerExpiredMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const again: LinkLine = {
    before: en
      ? 'If you are still interested, you can send the request again for the same boat and dates:'
      : 'Se sei ancora interessato, puoi inviare di nuovo la richiesta per la stessa barca e le stesse date:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate, w.language),
    label: en ? 'Ask again' : 'Richiedi di nuovo',
  };
  const call = en
    ? 'Or contact us directly: we will reply as soon as we can.'
    : 'Oppure contattaci direttamente: ti risponderemo al più presto.';
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request expired – ${request.boatName} | ${brand.business.name}`
        : `Richiesta scaduta – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `We apologise: our office was unable to answer your request for ${request.boatName} ${dates} in time. The dates have been released and the reminder in your calendar has been cancelled.`
      : `ci scusiamo: il nostro ufficio non è riuscito a rispondere in tempo alla tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again), call],
    html: [linkHtml(again), paragraph(call)],
    calendarNote: en
      ? 'Booking request expired: the dates have been released.'
      : 'Richiesta di prenotazione scaduta: le date sono state liberate.',
  });
}

/**
 * To the customer, in their language: their own withdrawal, confirmed; the calendar entry is
 * cancelled (docs/request-lifecycle.md#the-customers-link).
 */
export function customerCancelledMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const again: LinkLine = {
    before: en ? 'If you change your mind, you can send a new request:' : 'Se cambi idea, puoi inviare una nuova richiesta:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate, w.language),
    label: en ? 'Back to the boat' : 'Torna alla barca',
  };
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request cancelled – ${request.boatName} | ${brand.business.name}`
        : `Richiesta annullata – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `As you asked, we have cancelled your request for ${request.boatName} ${dates}. The dates have been released and the reminder in your calendar has been cancelled.`
      : `come richiesto, abbiamo annullato la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again)],
    html: [linkHtml(again)],
    calendarNote: en ? 'Booking request cancelled.' : 'Richiesta di prenotazione annullata.',
  });
}

/** To the office: the customer withdrew the request from their link; replying writes to them. */
export function officeCancelledMail(brand: MailBrand, request: CancelledOfficeDetails): MailContent {
  const subject = oneLine(
    `Richiesta annullata dal cliente – ${request.boatName} – ${slashItalianDateRange(request.startDate, request.endDate)}`,
  );
  const adminUrl = siteUrl(brand, '/admin');
  const details = rentalRows(request);
  details[0] = ['Barca', `${request.boatName} (n. ${request.boatId})`];
  const customer: Row[] = [
    ['Nome', request.customer.name],
    ['Email', request.customer.email],
  ];
  const intro = `Il cliente ha annullato la richiesta n. ${request.rental.id} dalla sua pagina privata: le date sono di nuovo libere.`;

  const text = [
    intro,
    '',
    textRows(details),
    '',
    'Cliente',
    textRows(customer),
    '',
    `Il cliente ha ricevuto la conferma dell'annullamento. Dashboard: ${adminUrl}`,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      heading('Richiesta'),
      htmlRows(details),
      heading('Cliente'),
      htmlRows(customer),
      `<p style="margin:16px 0">Il cliente ha ricevuto la conferma dell'annullamento.<br>${link(adminUrl, 'Apri la dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/**
 * To the office, once, when half of a request's hold has passed unanswered: the hold's end in
 * Patti's time, after which the request expires (docs/request-lifecycle.md#expiry).
 */
export function officeReminderMail(brand: MailBrand, request: ReminderDetails): MailContent {
  const dates = italianDateRange(request.startDate, request.endDate);
  const subject = oneLine(
    `Promemoria: richiesta n. ${request.requestId} in attesa – ${request.boatName} – ${slashItalianDateRange(request.startDate, request.endDate)}`,
  );
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `La richiesta n. ${request.requestId} per ${request.boatName} ${dates} di ${request.customerName} è ancora in attesa di risposta.`;
  const hold = `Le date restano riservate fino alle ${pattiTime(request.holdUntil)}: poi la richiesta scade, le date tornano libere e il cliente viene avvisato.`;
  const details: Row[] = [
    ['Barca', `${request.boatName} (n. ${request.boatId})`],
    ['Date', dates],
    ['Prezzo totale', formatEuro(request.totalPrice)],
    ['Cliente', request.customerName],
  ];

  const text = [intro, hold, '', textRows(details), '', `Conferma o rifiuta la richiesta nella dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fffbeb;border-left:4px solid #d97706">${escapeHtml(hold)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Conferma o rifiuta la richiesta nella dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** To the office: a message from the contact form; replying answers the visitor. */
export function officeContactMail(brand: MailBrand, contact: ContactDetails): MailContent {
  const subject = oneLine(`Nuovo messaggio dal sito – ${contact.name}`);
  const rows: Row[] = [
    ['Nome', contact.name],
    ['Email', contact.email],
    ['Telefono', contact.phone ?? 'Non indicato'],
    ['Ricevuto il', italianDateTime(contact.receivedAt)],
  ];
  const hint = `Rispondi a questa email per scrivere direttamente a ${contact.name}. Sul sito promettiamo una risposta entro 2 ore.`;
  const text = [
    `Nuovo messaggio dal modulo contatti (n. ${contact.contactId}).`,
    '',
    textRows(rows),
    '',
    'Messaggio',
    contact.message,
    '',
    hint,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(`Nuovo messaggio dal modulo contatti (n. ${contact.contactId}).`),
      htmlRows(rows),
      heading('Messaggio'),
      `<div style="padding:12px;background:#f8fafc;border:1px solid #e2e8f0;line-height:1.5">${escapeMultiline(contact.message)}</div>`,
      paragraph(hint),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** A conflict between an imported calendar and a booking or hold made here (calendar.conflict.v1). */
export interface CalendarConflictDetails {
  conflictId: number;
  feedName: string;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  bookingId: number | null;
  requestId: number | null;
}

/** A feed with no good read for the quiet period (calendar.feed.stale.v1). */
export interface StaleFeedDetails {
  feedId: number;
  feedName: string;
  boatId: number;
  boatName: string;
  lastSuccessAt: Date | null;
  quietMinutes: number;
  lastError: string | null;
}

/** What the conflict collides with here, as the back office names it. */
function conflictSubject(details: Pick<CalendarConflictDetails, 'bookingId' | 'requestId'>): string {
  return details.bookingId !== null ? `Prenotazione #${details.bookingId}` : `Richiesta #${details.requestId}`;
}

/**
 * To the office, once per conflict (docs/calendars.md#conflicts-and-quiet-feeds): an imported
 * calendar shows the boat taken on days a booking or a hold made here already holds. No personal
 * data: the office opens the booking in the back office and solves it by hand.
 */
export function officeCalendarConflictMail(brand: MailBrand, conflict: CalendarConflictDetails): MailContent {
  const dates = slashItalianDateRange(conflict.startDate, conflict.endDate);
  const days =
    conflict.startDate === conflict.endDate
      ? `il ${slashItalianDate(conflict.startDate)}`
      : `dal ${slashItalianDate(conflict.startDate)} al ${slashItalianDate(conflict.endDate)}`;
  const subject = oneLine(`Conflitto di calendario: ${conflict.boatName} ${days}`);
  const here = conflictSubject(conflict);
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `Il calendario esterno «${conflict.feedName}» segna ${conflict.boatName} occupata ${italianDateRange(conflict.startDate, conflict.endDate)}, ma su quei giorni c'è già ${conflict.bookingId !== null ? 'una prenotazione' : 'una richiesta in attesa'} fatta su questo sito (${here}).`;
  const action =
    'Il sistema non può decidere da solo quale delle due tenere: va risolto a mano, con il cliente e con il calendario esterno. Finché il conflitto resta, i giorni restano a quella del sito.';
  const details: Row[] = [
    ['Barca', `${conflict.boatName} (n. ${conflict.boatId})`],
    ['Calendario esterno', conflict.feedName],
    ['Giorni', dates],
    ['Sul sito', here],
    ['Conflitto', `n. ${conflict.conflictId}`],
  ];
  const text = [intro, '', action, '', textRows(details), '', `Apri la prenotazione nella dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fef2f2;border-left:4px solid #dc2626">${escapeHtml(action)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Apri la prenotazione nella dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/**
 * To the office, once per quiet period of a feed (docs/calendars.md#conflicts-and-quiet-feeds): its
 * days may be out of date here, so a boat booked elsewhere meanwhile could still look free.
 */
export function officeStaleFeedMail(brand: MailBrand, feed: StaleFeedDetails): MailContent {
  const quiet = staleFeedText(feed.feedName, feed.quietMinutes);
  const subject = oneLine(quiet);
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `${quiet}: per ${feed.boatName} il sito conosce solo i giorni letti l'ultima volta, e una prenotazione fatta altrove nel frattempo non risulta.`;
  const action =
    "Controlla l'indirizzo del calendario nella scheda Calendari (e, se serve, chiedine uno nuovo alla piattaforma), poi usa 'Aggiorna ora'.";
  const details: Row[] = [
    ['Barca', `${feed.boatName} (n. ${feed.boatId})`],
    ['Calendario', feed.feedName],
    ['Ultima lettura riuscita', feed.lastSuccessAt ? italianDateTime(feed.lastSuccessAt) : 'Mai'],
    ['Ultimo errore', feed.lastError ?? 'Nessuno'],
  ];
  const text = [intro, '', action, '', textRows(details), '', `Apri la dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fffbeb;border-left:4px solid #d97706">${escapeHtml(action)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Apri la dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The pending caps refused more requests than usual (booking.request.hoarding.v1). */
export interface HoardingAlarmDetails {
  refused: number;
  windowMinutes: number;
  since: Date;
}

/**
 * To the office, once per alarm window (docs/request-lifecycle.md#hoarding): the caps on pending
 * requests are refusing at an unusual rate, which may be someone trying to hold the fleet. Counts
 * and times only: nothing about who was refused.
 */
export function officeHoardingAlarmMail(brand: MailBrand, alarm: HoardingAlarmDetails): MailContent {
  const minutes = Number.isInteger(alarm.windowMinutes) ? String(alarm.windowMinutes) : alarm.windowMinutes.toFixed(1).replace('.', ',');
  const subject = oneLine(`Allarme: ${alarm.refused} richieste di prenotazione rifiutate in ${minutes} minuti`);
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `Dal ${italianDateTime(alarm.since)} il sito ha rifiutato ${alarm.refused} richieste di prenotazione perché chi le mandava aveva già richieste in attesa (stessa email, stesso telefono o stesso indirizzo di rete).`;
  const action =
    'Può essere qualcuno che prova a bloccare le barche con richieste a raffica. Le richieste rifiutate non sono state salvate e non bloccano nulla; controlla nella dashboard le richieste in attesa e rifiuta quelle sospette.';
  const details: Row[] = [
    ['Richieste rifiutate', String(alarm.refused)],
    ['Finestra', `${minutes} minuti`],
    ['Dal', italianDateTime(alarm.since)],
  ];
  const text = [intro, '', action, '', textRows(details), '', `Apri la dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fef2f2;border-left:4px solid #dc2626">${escapeHtml(action)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Apri la dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
