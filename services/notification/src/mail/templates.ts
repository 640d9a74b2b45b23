/**
 * Every mail the product sends, in one place: subject, HTML and plain text. Whatever a visitor
 * typed is escaped in the HTML bodies and flattened to one line in subjects.
 */
import type { Business } from '@nbp/contracts/business';
import { MESSAGES } from '@nbp/contracts/messages';
import type { RequestAlternative } from '@nbp/contracts/events/booking';
import { staleFeedText } from '@nbp/contracts/http/calendars';
import { buildIcs, calendarContentType, rentalUid, type CalendarStatus } from './ics.ts';
import { daysLabel, formatEuro, slashItalianDate, weekdayItalianDate } from '@nbp/contracts/format';
import { escapeHtml, escapeMultiline, italianDateRange, italianDateTime, oneLine, pattiTime, slashItalianDateRange } from './format.ts';

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
}

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

export const CALENDAR_FILENAME = 'prenotazione.ics';

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

/** The frame of every HTML mail: the brand on top, the contact data in the footer. */
function layout(brand: MailBrand, title: string, body: string): string {
  const { business } = brand;
  return [
    '<!DOCTYPE html>',
    '<html lang="it"><head><meta charset="utf-8">',
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

/** The boat page with those days chosen (the page preselects them while they are still free). */
export function boatLink(brand: MailBrand, boatId: number, startDate: string, endDate: string): string {
  return siteUrl(brand, `/boat/${boatId}?start=${encodeURIComponent(startDate)}&end=${encodeURIComponent(endDate)}`);
}

function contactRows(business: Business): Row[] {
  return [
    ['Telefono', business.phone],
    ['WhatsApp', business.whatsapp],
    ['Email', business.email],
  ];
}

function contactsHtml(business: Business): string {
  const whatsappUrl = `https://wa.me/${digits(business.whatsapp).replace(/^\+/, '')}`;
  return (
    `<p style="margin:0 0 12px;line-height:1.8">Telefono: ${link(`tel:${digits(business.phone)}`, business.phone)}<br>` +
    `WhatsApp: ${link(whatsappUrl, business.whatsapp)}<br>` +
    `Email: ${link(`mailto:${business.email}`, business.email)}</p>`
  );
}

function signature(business: Business): string[] {
  return [`A presto,`, `lo staff di ${business.name}`, business.tagline];
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

function privateLinkLine(brand: MailBrand, token: string, before: string): LinkLine {
  return { before, href: customerLink(brand, token), label: 'La tua richiesta' };
}

function rentalRows(rental: RentalFacts): Row[] {
  return [
    ['Barca', rental.boatName],
    ['Date', italianDateRange(rental.startDate, rental.endDate)],
    ['Durata', daysLabel(rental.days)],
    ['Prezzo totale', formatEuro(rental.totalPrice)],
  ];
}

function calendarAttachment(status: CalendarStatus, content: string): MailAttachment {
  return { filename: CALENDAR_FILENAME, content, contentType: calendarContentType(status) };
}

function calendarOf(brand: MailBrand, details: LifecycleDetails, status: CalendarStatus, description: string, times?: ConfirmedDetails) {
  const { business } = brand;
  return buildIcs({
    uid: rentalUid(details.rental.kind, details.rental.id, brand.publicUrl),
    sequence: details.sequence,
    status,
    stamp: details.occurredAt,
    startDate: details.startDate,
    endDate: details.endDate,
    ...(times ? { checkInTime: times.checkInTime, checkOutTime: times.checkOutTime } : {}),
    summary: `Noleggio ${details.boatName} – ${business.name}`,
    location: business.address,
    description,
    organizer: { name: business.name, email: business.email },
  });
}

function requestRows(request: BookingRequestDetails): Row[] {
  return [
    ['Barca', request.boatName],
    ['Date', italianDateRange(request.startDate, request.endDate)],
    ['Durata', daysLabel(request.days)],
    ['Prezzo totale', formatEuro(request.totalPrice)],
    ['Cauzione', formatEuro(request.deposit)],
  ];
}

/** To the office: everything needed to confirm or refuse the request. */
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

  const text = [
    `Nuova richiesta di prenotazione n. ${request.requestId} dal sito.`,
    '',
    textRows(details),
    '',
    'Cliente',
    textRows(customer),
    '',
    'Note del cliente',
    notes,
    '',
    received,
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
      heading('Cliente'),
      htmlRows(customer),
      heading('Note del cliente'),
      paragraph(notes),
      paragraph(received),
      `<p style="margin:16px 0">Verifica la disponibilità e rispondi al cliente (basta rispondere a questa email).<br>${link(adminUrl, 'Gestisci la richiesta nella dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/**
 * To the customer: what they asked for, what happens next, how to reach the office; with a calendar
 * file. It goes to whatever address was typed, from the business's own address, so it quotes nothing
 * the visitor typed (no name, no notes): otherwise the form would let anyone send our mail with their
 * text and links to a stranger. Boat, dates and amounts come from our own data.
 */
export function customerBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const { business } = brand;
  const subject = oneLine(`Abbiamo ricevuto la tua richiesta – ${request.boatName} | ${business.name}`);
  const dates = italianDateRange(request.startDate, request.endDate);
  const details = requestRows(request);
  const greeting = 'Gentile cliente,';
  const intro = `grazie per aver scelto ${business.name}! Abbiamo ricevuto la tua richiesta di prenotazione per ${request.boatName} ${dates}.`;
  const confirm = `Il nostro ufficio verificherà la disponibilità della barca: la prenotazione sarà definitiva solo dopo la nostra conferma. ${MESSAGES.bookingRequestOk}`;
  // docs/request-lifecycle.md#holds: the days are the customer's until the office answers, or the hold lapses.
  const held = request.holdUntil
    ? `Le date restano riservate per te fino alle ${pattiTime(request.holdUntil)}: entro allora riceverai la nostra risposta.`
    : null;
  const privateLink = request.accessToken
    ? privateLinkLine(brand, request.accessToken, 'Puoi seguire la tua richiesta, o annullarla, dalla tua pagina privata:')
    : null;
  const deposit = `È prevista una cauzione di ${formatEuro(request.deposit)}, richiesta come pre-autorizzazione sulla carta di credito (nessun addebito) e restituita dopo il controllo della barca al rientro.`;
  const boarding: Row[] = [
    ['Punto di imbarco', `${business.boardingPoint} – ${business.address}`],
    ['Orario del noleggio', `${business.businessHours} (ritiro 09:00-10:00, rientro entro le 18:00)`],
  ];
  const calendarNote = 'In allegato trovi il promemoria da aggiungere al tuo calendario.';

  const text = [
    greeting,
    '',
    intro,
    confirm,
    ...(held ? ['', held] : []),
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    'Riepilogo della richiesta',
    textRows(details),
    '',
    'Cauzione',
    deposit,
    '',
    'Imbarco',
    textRows(boarding),
    '',
    'Contatti',
    textRows(contactRows(business)),
    '',
    calendarNote,
    '',
    ...signature(business),
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
      heading('Riepilogo della richiesta'),
      htmlRows(details, { multiline: true }),
      heading('Cauzione'),
      paragraph(deposit),
      heading('Imbarco'),
      htmlRows(boarding),
      heading('Contatti'),
      contactsHtml(business),
      paragraph(calendarNote),
      paragraph(signature(business).join('\n')),
    ].join('\n'),
  );

  const ics = buildIcs({
    uid: rentalUid('request', request.requestId, brand.publicUrl),
    sequence: 0,
    status: 'tentative',
    stamp: request.receivedAt,
    startDate: request.startDate,
    endDate: request.endDate,
    summary: `Noleggio ${request.boatName} – ${business.name}`,
    location: business.address,
    description: `Richiesta di prenotazione in attesa di conferma. Imbarco a ${business.boardingPoint}, orario ${business.businessHours}. Tel. ${business.phone}, ${business.email}`,
    organizer: { name: business.name, email: business.email },
  });
  return { subject, text, html, attachments: [calendarAttachment('tentative', ics)] };
}

/**
 * To the customer: the request (or a phone booking) is a booking now. Times are the boat's check-in
 * on the first day and check-out on the last, in Patti's time; the calendar file replaces the
 * request's entry (same UID, higher SEQUENCE) with a timed, confirmed one (docs/request-lifecycle.md#confirm).
 */
export function customerConfirmedMail(brand: MailBrand, booking: ConfirmedDetails): MailContent {
  const { business } = brand;
  const subject = oneLine(`Prenotazione confermata – ${booking.boatName} | ${business.name}`);
  const dates = italianDateRange(booking.startDate, booking.endDate);
  const greeting = 'Gentile cliente,';
  const intro =
    booking.rental.kind === 'request'
      ? `siamo lieti di confermare la tua prenotazione per ${booking.boatName} ${dates}: la barca ti aspetta!`
      : `ti confermiamo la prenotazione concordata con il nostro ufficio per ${booking.boatName} ${dates}: la barca ti aspetta!`;
  const details: Row[] = [
    ['Prenotazione', `n. ${booking.bookingId}`],
    ...rentalRows(booking),
    ['Cauzione', formatEuro(booking.deposit)],
    ['Ritiro', `${weekdayItalianDate(booking.startDate)} alle ${booking.checkInTime} (ora di Patti)`],
    ['Rientro', `${weekdayItalianDate(booking.endDate)} entro le ${booking.checkOutTime} (ora di Patti)`],
  ];
  const deposit = `Al ritiro ti chiederemo la cauzione di ${formatEuro(booking.deposit)}, come pre-autorizzazione sulla carta di credito (nessun addebito), restituita dopo il controllo della barca al rientro.`;
  const boarding: Row[] = [['Punto di imbarco', `${business.boardingPoint} – ${business.address}`]];
  const privateLink = booking.accessToken
    ? privateLinkLine(brand, booking.accessToken, 'La tua richiesta e la prenotazione restano consultabili dalla tua pagina privata:')
    : null;
  const calendarNote =
    booking.rental.kind === 'request'
      ? 'In allegato trovi il promemoria aggiornato per il tuo calendario: sostituisce quello della richiesta.'
      : 'In allegato trovi il promemoria da aggiungere al tuo calendario.';

  const text = [
    greeting,
    '',
    intro,
    '',
    'Riepilogo della prenotazione',
    textRows(details),
    '',
    'Cauzione',
    deposit,
    '',
    'Imbarco',
    textRows(boarding),
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    'Contatti',
    textRows(contactRows(business)),
    '',
    calendarNote,
    '',
    ...signature(business),
  ].join('\n');

  const html = layout(
    brand,
    subject,
    [
      paragraph(greeting),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#ecfdf5;border-left:4px solid #059669">${escapeHtml(intro)}</p>`,
      heading('Riepilogo della prenotazione'),
      htmlRows(details),
      heading('Cauzione'),
      paragraph(deposit),
      heading('Imbarco'),
      htmlRows(boarding),
      ...(privateLink ? [linkHtml(privateLink)] : []),
      heading('Contatti'),
      contactsHtml(business),
      paragraph(calendarNote),
      paragraph(signature(business).join('\n')),
    ].join('\n'),
  );

  const ics = calendarOf(
    brand,
    booking,
    'confirmed',
    `Prenotazione confermata n. ${booking.bookingId}. Ritiro alle ${booking.checkInTime}, rientro entro le ${booking.checkOutTime}. Imbarco a ${business.boardingPoint}. Tel. ${business.phone}, ${business.email}`,
    booking,
  );
  return { subject, text, html, attachments: [calendarAttachment('confirmed', ics)] };
}

/** What a mail that withdraws a request from the customer's calendar says between its opening and its contacts. */
interface WithdrawalParts {
  subject: string;
  /** After 'Gentile cliente,'. */
  intro: string;
  /** The mail's own part, as text lines (each group opening with its blank line) and as HTML blocks. */
  text: string[];
  html: string[];
  /** The DESCRIPTION of the cancelled calendar entry. */
  calendarNote: string;
}

/**
 * The one shape of the customer's mails that end a request (declined, expired, cancelled): the
 * greeting, why, the mail's own part, the private link when there is one, the contacts and the
 * signature, and the calendar entry cancelled (docs/request-lifecycle.md#calendar-files).
 */
function withdrawalMail(brand: MailBrand, request: LifecycleDetails, parts: WithdrawalParts): MailContent {
  const { business } = brand;
  const greeting = 'Gentile cliente,';
  const privateLink = request.accessToken ? privateLinkLine(brand, request.accessToken, 'La tua richiesta resta consultabile qui:') : null;

  const text = [
    greeting,
    '',
    parts.intro,
    ...parts.text,
    ...(privateLink ? ['', linkText(privateLink)] : []),
    '',
    'Contatti',
    textRows(contactRows(business)),
    '',
    ...signature(business),
  ].join('\n');

  const html = layout(
    brand,
    parts.subject,
    [
      paragraph(greeting),
      paragraph(parts.intro),
      ...parts.html,
      ...(privateLink ? [linkHtml(privateLink)] : []),
      heading('Contatti'),
      contactsHtml(business),
      paragraph(signature(business).join('\n')),
    ].join('\n'),
  );

  const ics = calendarOf(brand, request, 'cancelled', parts.calendarNote);
  return { subject: parts.subject, text, html, attachments: [calendarAttachment('cancelled', ics)] };
}

/**
 * To the customer: the office cannot confirm. Courteous, with the office's reason when it gave one
 * and up to three alternatives, each opening the boat page with its days chosen; the calendar entry
 * is cancelled (docs/request-lifecycle.md#decline).
 */
export function customerDeclinedMail(brand: MailBrand, request: DeclinedDetails): MailContent {
  const dates = italianDateRange(request.startDate, request.endDate);
  const reason = request.reason?.trim() || null;
  const alternatives = request.alternatives.slice(0, 3).map((alternative) => ({
    label: `${alternative.boatName}, ${italianDateRange(alternative.startDate, alternative.endDate)}`,
    href: boatLink(brand, alternative.boatId, alternative.startDate, alternative.endDate),
  }));
  const alternativesIntro = 'Potrebbero interessarti queste alternative, libere al momento di questo messaggio:';
  const noAlternatives = "Scrivici o chiamaci: saremo felici di aiutarti a trovare altre date o un'altra barca.";
  return withdrawalMail(brand, request, {
    subject: oneLine(`Richiesta non confermata – ${request.boatName} | ${brand.business.name}`),
    intro: `grazie per averci scritto. Ci dispiace, ma non possiamo confermare la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: [
      ...(reason ? ['', 'Il messaggio del nostro ufficio', reason] : []),
      '',
      ...(alternatives.length ? [alternativesIntro, ...alternatives.map((a) => `- ${a.label}: ${a.href}`)] : [noAlternatives]),
    ],
    html: [
      ...(reason
        ? [
            heading('Il messaggio del nostro ufficio'),
            `<div style="padding:12px;background:#f8fafc;border:1px solid #e2e8f0;line-height:1.5;margin:0 0 12px">${escapeMultiline(reason)}</div>`,
          ]
        : []),
      ...(alternatives.length
        ? [
            heading('Alternative per te'),
            paragraph(alternativesIntro),
            `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.8">${alternatives.map((a) => `<li>${link(a.href, a.label)}</li>`).join('')}</ul>`,
          ]
        : [paragraph(noAlternatives)]),
    ],
    calendarNote: 'Richiesta di prenotazione non confermata.',
  });
}

/**
 * To the customer: nobody answered before the hold lapsed, so the days are free again; an apology
 * and an invitation to ask again for the same boat and days (docs/request-lifecycle.md#expiry).
 */
export function customerExpiredMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const dates = italianDateRange(request.startDate, request.endDate);
  const again: LinkLine = {
    before: 'Se sei ancora interessato, puoi inviare di nuovo la richiesta per la stessa barca e le stesse date:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate),
    label: 'Richiedi di nuovo',
  };
  const call = 'Oppure contattaci direttamente: ti risponderemo al più presto.';
  return withdrawalMail(brand, request, {
    subject: oneLine(`Richiesta scaduta – ${request.boatName} | ${brand.business.name}`),
    intro: `ci scusiamo: il nostro ufficio non è riuscito a rispondere in tempo alla tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again), call],
    html: [linkHtml(again), paragraph(call)],
    calendarNote: 'Richiesta di prenotazione scaduta: le date sono state liberate.',
  });
}

/** To the customer: their own withdrawal, confirmed; the calendar entry is cancelled (docs/request-lifecycle.md#the-customers-link). */
export function customerCancelledMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const dates = italianDateRange(request.startDate, request.endDate);
  const again: LinkLine = {
    before: 'Se cambi idea, puoi inviare una nuova richiesta:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate),
    label: 'Torna alla barca',
  };
  return withdrawalMail(brand, request, {
    subject: oneLine(`Richiesta annullata – ${request.boatName} | ${brand.business.name}`),
    intro: `come richiesto, abbiamo annullato la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again)],
    html: [linkHtml(again)],
    calendarNote: 'Richiesta di prenotazione annullata.',
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
