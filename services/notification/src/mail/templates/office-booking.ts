import { escapeHtml, italianDateTime, oneLine, slashItalianDateRange } from '../format.ts';
import { MailContent, MailBrand, BookingRequestDetails } from './types.ts';
import { Row, siteUrl, textRows, htmlRows, heading, paragraph, layout, link, requestRows } from './layout.ts';

/** The office's line about a request that holds no days (docs/request-lifecycle.md#hoarding). */
export const OFFICE_NOT_HELD =
  'Questa richiesta non blocca le date: le richieste in attesa per questa barca ne tengono già la quota massima. Le date restano libere finché non rispondi.';

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
