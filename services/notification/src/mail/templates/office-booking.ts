import { italianDateTime } from '../format.ts';
import { MailContent, MailBrand, BookingRequestDetails } from './types.ts';
import { textRows, htmlRows, heading, paragraph, layout, requestRows } from './layout.ts';
import { actionButtons, callout, heldUntilLine, officeRentalRows, officeSubject, personRows, requestActions } from './frames.ts';

/** The office's line about a request that holds no days (docs/request-lifecycle.md#hoarding). */
export const OFFICE_NOT_HELD =
  'Questa richiesta non blocca le date: le richieste in attesa per questa barca ne tengono già la quota massima. Le date restano libere finché non rispondi.';

/** What the office does with a request: it answers in the back office, which mails the customer. */
const ACT = 'Verifica la disponibilità, poi conferma o rifiuta la richiesta nel pannello: il cliente riceve la risposta per email.';

/**
 * To the office: everything needed to confirm or refuse the request, until when its days are held,
 * and the two buttons that open it in the back office, Conferma and Rifiuta: the answer is given
 * there, never by replying (docs/request-lifecycle.md#the-office-mail). Always in Italian (docs/languages.md).
 */
export function officeBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const subject = officeSubject('Nuova richiesta di prenotazione', request);
  const actions = requestActions(brand, request.requestId);
  const held = request.holdsDays && request.holdUntil ? heldUntilLine(request.holdUntil) : null;
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
    ...(held ? ['', held] : []),
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
    ACT,
    ...actions.map((action) => `${action.label}: ${action.href}`),
  ].join('\n');

  const html = layout(
    brand,
    subject,
    [
      paragraph(`Nuova richiesta di prenotazione n. ${request.requestId} dal sito.`),
      heading('Richiesta'),
      htmlRows(details),
      ...(request.holdsDays ? [] : [callout(OFFICE_NOT_HELD, 'notice')]),
      ...(held ? [callout(held, 'warning')] : []),
      heading('Cliente'),
      htmlRows(customer),
      heading('Note del cliente'),
      paragraph(notes),
      paragraph(received),
      ...(language.length ? [paragraph(language[1]!)] : []),
      paragraph(ACT),
      actionButtons(actions),
    ].join('\n'),
  );
  return { subject, text, html };
}
