import { oneLine, slashItalianDateRange } from '../format.ts';
import { MailContent, MailBrand, CancelledOfficeDetails } from './types.ts';
import { Row, siteUrl, textRows, htmlRows, heading, paragraph, layout, link, rentalRows } from './layout.ts';

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
