/**
 * Every mail the product sends, in one place: subject, HTML and plain text. Whatever a visitor
 * typed is escaped in the HTML bodies and flattened to one line in subjects.
 */
import type { Business } from '@nbp/contracts/business';
import { MESSAGES } from '@nbp/contracts/messages';
import { buildIcs } from './ics.ts';
import { daysLabel, formatEuro } from '@nbp/contracts/format';
import { escapeHtml, escapeMultiline, italianDateRange, italianDateTime, oneLine, slashItalianDateRange } from './format.ts';

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
  const deposit = `È prevista una cauzione di ${formatEuro(request.deposit)}, richiesta come pre-autorizzazione sulla carta di credito (nessun addebito) e restituita dopo il controllo della barca al rientro.`;
  const boarding: Row[] = [
    ['Punto di imbarco', `${business.boardingPoint} – ${business.address}`],
    ['Orario del noleggio', `${business.businessHours} (ritiro 09:00-10:00, rientro entro le 18:00)`],
  ];
  const contacts: Row[] = [
    ['Telefono', business.phone],
    ['WhatsApp', business.whatsapp],
    ['Email', business.email],
  ];
  const calendarNote = 'In allegato trovi il promemoria da aggiungere al tuo calendario.';
  const signature = [`A presto,`, `lo staff di ${business.name}`, business.tagline];

  const text = [
    greeting,
    '',
    intro,
    confirm,
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
    textRows(contacts),
    '',
    calendarNote,
    '',
    ...signature,
  ].join('\n');

  const whatsappUrl = `https://wa.me/${digits(business.whatsapp).replace(/^\+/, '')}`;
  const html = layout(
    brand,
    subject,
    [
      paragraph(greeting),
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#ecfeff;border-left:4px solid #0891b2">${escapeHtml(confirm)}</p>`,
      heading('Riepilogo della richiesta'),
      htmlRows(details, { multiline: true }),
      heading('Cauzione'),
      paragraph(deposit),
      heading('Imbarco'),
      htmlRows(boarding),
      heading('Contatti'),
      `<p style="margin:0 0 12px;line-height:1.8">Telefono: ${link(`tel:${digits(business.phone)}`, business.phone)}<br>` +
        `WhatsApp: ${link(whatsappUrl, business.whatsapp)}<br>` +
        `Email: ${link(`mailto:${business.email}`, business.email)}</p>`,
      paragraph(calendarNote),
      paragraph(signature.join('\n')),
    ].join('\n'),
  );

  const ics = buildIcs({
    uid: `richiesta-${request.requestId}@${new URL(brand.publicUrl).hostname}`,
    stamp: request.receivedAt,
    startDate: request.startDate,
    endDate: request.endDate,
    summary: `Noleggio ${request.boatName} – ${business.name}`,
    location: business.address,
    description: `Richiesta di prenotazione in attesa di conferma. Imbarco a ${business.boardingPoint}, orario ${business.businessHours}. Tel. ${business.phone}, ${business.email}`,
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: CALENDAR_FILENAME, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
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
