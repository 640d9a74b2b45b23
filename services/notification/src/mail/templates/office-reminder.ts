import { formatEuro } from '@nbp/contracts/format';
import { italianDateRange, pattiTime } from '../format.ts';
import { MailContent, MailBrand, ReminderDetails } from './types.ts';
import { Row } from './layout.ts';
import { boatRow, officeNoticeMail, officeSubject, requestUrl } from './frames.ts';

/**
 * To the office, once, when half of a request's hold has passed unanswered: the hold's end in
 * Patti's time, after which the request expires (docs/request-lifecycle.md#expiry).
 */
export function officeReminderMail(brand: MailBrand, request: ReminderDetails): MailContent {
  const dates = italianDateRange(request.startDate, request.endDate);
  const subject = officeSubject(`Promemoria: richiesta n. ${request.requestId} in attesa`, request);
  const intro = `La richiesta n. ${request.requestId} per ${request.boatName} ${dates} di ${request.customerName} è ancora in attesa di risposta.`;
  const hold = `Le date restano riservate fino alle ${pattiTime(request.holdUntil)}: poi la richiesta scade, le date tornano libere e il cliente viene avvisato.`;
  const details: Row[] = [
    boatRow(request.boatName, request.boatId),
    ['Date', dates],
    ['Prezzo totale', formatEuro(request.totalPrice)],
    ['Cliente', request.customerName],
  ];

  return officeNoticeMail(brand, {
    subject,
    intro,
    note: hold,
    tone: 'warning',
    tight: true,
    rows: details,
    action: 'Conferma o rifiuta la richiesta nel pannello',
    href: requestUrl(brand, request.requestId),
  });
}
