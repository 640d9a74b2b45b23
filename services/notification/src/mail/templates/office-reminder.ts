import { formatEuro } from '@nbp/contracts/format';
import { escapeHtml, italianDateRange, oneLine, pattiTime, slashItalianDateRange } from '../format.ts';
import { MailContent, MailBrand, ReminderDetails } from './types.ts';
import { Row, siteUrl, textRows, htmlRows, paragraph, layout, link } from './layout.ts';

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
