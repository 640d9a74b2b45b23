/**
 * The shared frame of the mails: the HTML layout, headings, paragraphs, rows and links, the rental's
 * rows and its calendar file. Whatever a visitor typed is escaped here.
 */
import type { Business } from '@nbp/contracts/business';
import type { Language } from '@nbp/contracts/language';
import { buildIcs, calendarContentType, rentalUid, type CalendarStatus } from '../ics.ts';
import { escapeHtml, escapeMultiline } from '../format.ts';
import { MailAttachment, MailBrand, BookingRequestDetails, RentalFacts, LifecycleDetails, ConfirmedDetails } from './types.ts';
import { Words, WORDS } from './words.ts';

export type Row = [label: string, value: string];

export function siteUrl(brand: MailBrand, path: string): string {
  return `${brand.publicUrl.replace(/\/+$/, '')}${path}`;
}

export function digits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function textRows(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** Values in rows are escaped here; labels are ours. */
export function htmlRows(rows: Row[], options: { multiline?: boolean } = {}): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;color:#0f172a">${options.multiline ? escapeMultiline(value) : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px">${cells}</table>`;
}

export function heading(title: string): string {
  return `<h2 style="font-size:17px;color:#0c4a6e;margin:24px 0 8px">${escapeHtml(title)}</h2>`;
}

export function paragraph(text: string): string {
  return `<p style="margin:0 0 12px;line-height:1.5">${escapeMultiline(text)}</p>`;
}

/**
 * The frame of every HTML mail: the brand on top, the contact data in the footer; `lang` the mail's
 * language. Tables with widths and paddings on their cells, not divs: Outlook for Windows renders
 * with Word and drops a div's width and padding (docs/languages.md#mails).
 */
export function layout(brand: MailBrand, title: string, body: string, language: Language = 'it'): string {
  const { business } = brand;
  const w = WORDS[language] ?? WORDS.it;
  const cell = (style: string, content: string) => `<tr><td style="${style}">${content}</td></tr>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;background:#f1f5f9"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%;max-width:600px;background:#ffffff">',
    cell(
      'background:#0c4a6e;color:#ffffff;padding:20px 24px;font-family:Arial,Helvetica,sans-serif',
      `<span style="display:block;font-size:22px;font-weight:bold">${escapeHtml(business.name)}</span>` +
        `<span style="display:block;font-size:14px;color:#dbeafe">${escapeHtml(w.tagline)}</span>`,
    ),
    cell('padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#0f172a', body),
    cell(
      'padding:16px 24px;background:#e2e8f0;font-size:12px;color:#475569;line-height:1.5;font-family:Arial,Helvetica,sans-serif',
      `${escapeHtml(business.name)} ${escapeHtml(business.legalForm)} · ${escapeHtml(business.address)}<br>` +
        `Tel. ${escapeHtml(business.phone)} · WhatsApp ${escapeHtml(business.whatsapp)} · ${escapeHtml(business.email)}`,
    ),
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/** Someone's own words (a message, a reason), set apart in a box: a one-cell table, which Outlook keeps. */
export function quoted(text: string): string {
  return (
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 12px">' +
    `<tr><td style="padding:12px;background:#f8fafc;border:1px solid #e2e8f0;line-height:1.5">${escapeMultiline(text)}</td></tr></table>`
  );
}

export function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#0369a1">${escapeHtml(label)}</a>`;
}

/**
 * The customer's private page about their rental, in the mail's language: `/richiesta/<token>` in
 * Italian, `/en/request/<token>` in English (docs/languages.md#addresses).
 */
export function customerLink(brand: MailBrand, token: string, language: Language): string {
  const path = language === 'en' ? '/en/request/' : '/richiesta/';
  return siteUrl(brand, `${path}${encodeURIComponent(token)}`);
}

/**
 * The boat page with those days chosen (the page preselects them while they are still free), in the
 * customer's language: the English page under /en (docs/languages.md#mails).
 */
export function boatLink(brand: MailBrand, boatId: number, startDate: string, endDate: string, language: Language = 'it'): string {
  const prefix = language === 'en' ? '/en' : '';
  return siteUrl(brand, `${prefix}/boat/${boatId}?start=${encodeURIComponent(startDate)}&end=${encodeURIComponent(endDate)}`);
}

export function contactRows(business: Business, w: Words): Row[] {
  return [
    [w.phone, business.phone],
    ['WhatsApp', business.whatsapp],
    ['Email', business.email],
  ];
}

export function contactsHtml(business: Business, w: Words): string {
  const whatsappUrl = `https://wa.me/${digits(business.whatsapp).replace(/^\+/, '')}`;
  return (
    `<p style="margin:0 0 12px;line-height:1.8">${escapeHtml(w.phone)}: ${link(`tel:${digits(business.phone)}`, business.phone)}<br>` +
    `WhatsApp: ${link(whatsappUrl, business.whatsapp)}<br>` +
    `Email: ${link(`mailto:${business.email}`, business.email)}</p>`
  );
}

/** A sentence followed by its link: the address in the text part, an anchor in the HTML one. */
export interface LinkLine {
  before: string;
  href: string;
  label: string;
}

export function linkText(line: LinkLine): string {
  return `${line.before} ${line.href}`;
}

export function linkHtml(line: LinkLine): string {
  return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(line.before)} ${link(line.href, line.label)}</p>`;
}

export function privateLinkLine(brand: MailBrand, token: string, before: string, w: Words): LinkLine {
  return { before, href: customerLink(brand, token, w.language), label: w.yourRequest };
}

export function rentalRows(rental: RentalFacts, w: Words = WORDS.it): Row[] {
  return [
    [w.boat, rental.boatName],
    [w.dates, w.dateRange(rental.startDate, rental.endDate)],
    [w.duration, w.days(rental.days)],
    [w.totalPrice, w.euro(rental.totalPrice)],
  ];
}

export function calendarAttachment(status: CalendarStatus, content: string, w: Words): MailAttachment {
  return { filename: w.calendarFilename, content, contentType: calendarContentType(status) };
}

export function calendarOf(
  brand: MailBrand,
  details: LifecycleDetails,
  status: CalendarStatus,
  description: string,
  w: Words,
  times?: ConfirmedDetails,
) {
  const { business } = brand;
  return buildIcs({
    uid: rentalUid(details.rental.kind, details.rental.id, brand.publicUrl),
    sequence: details.sequence,
    status,
    stamp: details.occurredAt,
    startDate: details.startDate,
    endDate: details.endDate,
    ...(times ? { checkInTime: times.checkInTime, checkOutTime: times.checkOutTime } : {}),
    summary: w.calendarSummary(details.boatName, business),
    location: business.address,
    description,
    organizer: { name: business.name, email: business.email },
    language: w.language,
  });
}

export function requestRows(request: BookingRequestDetails, w: Words = WORDS.it): Row[] {
  return [...rentalRows(request, w), [w.deposit, w.euro(request.deposit)]];
}
