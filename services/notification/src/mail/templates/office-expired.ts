import { formatEuro } from '@nbp/contracts/format';
import { italianDateRange } from '../format.ts';
import { MailContent, MailBrand, ExpiredOfficeDetails } from './types.ts';
import { Row } from './layout.ts';
import { boatRow, officeNoticeMail, officeSubject, requestUrl } from './frames.ts';

/**
 * To the office, in Italian, when a request's hold lapsed with nobody answering: who asked, the boat
 * and the days, now free again, and the link to the request (docs/request-lifecycle.md#expiry).
 */
export function officeExpiredMail(brand: MailBrand, request: ExpiredOfficeDetails): MailContent {
  const id = request.rental.id;
  const dates = italianDateRange(request.startDate, request.endDate);
  const rows: Row[] = [
    boatRow(request.boatName, request.boatId),
    ['Date', dates],
    ['Prezzo totale', formatEuro(request.totalPrice)],
    ['Cliente', request.customerName],
  ];
  return officeNoticeMail(brand, {
    subject: officeSubject(`Richiesta n. ${id} scaduta senza risposta`, request),
    intro: `La richiesta n. ${id} di ${request.customerName} per ${request.boatName} ${dates} è scaduta senza risposta.`,
    note: 'Nessuno ha confermato né rifiutato la richiesta in tempo: le date sono di nuovo libere e il cliente riceve l’invito a chiederle di nuovo.',
    tone: 'alarm',
    tight: true,
    rows,
    action: 'Apri la richiesta',
    href: requestUrl(brand, id),
  });
}
