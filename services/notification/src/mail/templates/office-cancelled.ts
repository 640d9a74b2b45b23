import { MailContent, MailBrand, CancelledOfficeDetails } from './types.ts';
import { textRows, htmlRows, heading, paragraph, layout, rentalRows } from './layout.ts';
import { dashboardHtml, dashboardUrl, officeRentalRows, officeSubject, personRows } from './frames.ts';

/** To the office: the customer withdrew the request from their link; replying writes to them. */
export function officeCancelledMail(brand: MailBrand, request: CancelledOfficeDetails): MailContent {
  const subject = officeSubject('Richiesta annullata dal cliente', request);
  const adminUrl = dashboardUrl(brand);
  const details = officeRentalRows(rentalRows(request), request);
  const customer = personRows(request.customer);
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
      dashboardHtml(adminUrl, 'Apri la dashboard', "Il cliente ha ricevuto la conferma dell'annullamento."),
    ].join('\n'),
  );
  return { subject, text, html };
}
