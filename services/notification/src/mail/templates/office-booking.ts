import { italianDateTime } from '../format.ts';
import { MailContent, MailBrand, BookingRequestDetails } from './types.ts';
import { textRows, htmlRows, heading, paragraph, layout, requestRows } from './layout.ts';
import { callout, dashboardHtml, dashboardUrl, officeRentalRows, officeSubject, personRows } from './frames.ts';

/** The office's line about a request that holds no days (docs/request-lifecycle.md#hoarding). */
export const OFFICE_NOT_HELD =
  'Questa richiesta non blocca le date: le richieste in attesa per questa barca ne tengono già la quota massima. Le date restano libere finché non rispondi.';

/** To the office: everything needed to confirm or refuse the request. Always in Italian (docs/languages.md). */
export function officeBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const subject = officeSubject('Nuova richiesta di prenotazione', request);
  const adminUrl = dashboardUrl(brand);
  const details = officeRentalRows(requestRows(request), request);
  const customer = personRows(request.customer);
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
      ...(request.holdsDays ? [] : [callout(OFFICE_NOT_HELD, 'notice')]),
      heading('Cliente'),
      htmlRows(customer),
      heading('Note del cliente'),
      paragraph(notes),
      paragraph(received),
      ...(language.length ? [paragraph(language[1]!)] : []),
      dashboardHtml(
        adminUrl,
        'Gestisci la richiesta nella dashboard',
        'Verifica la disponibilità e rispondi al cliente (basta rispondere a questa email).',
      ),
    ].join('\n'),
  );
  return { subject, text, html };
}
