/**
 * The two shapes every mail is cut from: the office's notices (a highlighted line, the facts as rows,
 * a link to the back office) and the customer's frame (greeting, the mail's own part, contacts,
 * signature, the calendar file). A mail module says only what is its own.
 */
import type { CalendarStatus } from '../ics.ts';
import { formatRomeInstant } from '@nbp/contracts/days';
import { escapeHtml, oneLine, slashItalianDateRange } from '../format.ts';
import { MailContent, MailBrand } from './types.ts';
import { Words } from './words.ts';
import {
  Row,
  siteUrl,
  textRows,
  htmlRows,
  heading,
  paragraph,
  layout,
  link,
  contactRows,
  contactsHtml,
  calendarAttachment,
} from './layout.ts';

/** The colours of a highlighted line: what the reader must not miss, by how urgent it is. */
const TONES = {
  alarm: ['#fef2f2', '#dc2626'],
  warning: ['#fffbeb', '#d97706'],
  notice: ['#fef3c7', '#d97706'],
  info: ['#ecfeff', '#0891b2'],
  success: ['#ecfdf5', '#059669'],
} as const;

export type Tone = keyof typeof TONES;

/** A paragraph set apart by a coloured bar; the text is escaped here. */
export function callout(text: string, tone: Tone): string {
  const [background, bar] = TONES[tone];
  return `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:${background};border-left:4px solid ${bar}">${escapeHtml(text)}</p>`;
}

/** The first row of the office's facts: the boat with its number, as the back office lists it. */
export function boatRow(boatName: string, boatId: number): Row {
  return ['Barca', `${boatName} (n. ${boatId})`];
}

/** A rental's rows as the office reads them: the boat named with its number (the back office's). */
export function officeRentalRows(rows: Row[], rental: { boatName: string; boatId: number }): Row[] {
  return [boatRow(rental.boatName, rental.boatId), ...rows.slice(1)];
}

/** The subject of an office mail about one rental: what happened, the boat and its days. */
export function officeSubject(what: string, rental: { boatName: string; startDate: string; endDate: string }): string {
  return oneLine(`${what} – ${rental.boatName} – ${slashItalianDateRange(rental.startDate, rental.endDate)}`);
}

/** Who asked, as the office reads it: name, address and, when the mail has it, the phone. */
export function personRows(person: { name: string; email: string; phone?: string }): Row[] {
  return [['Nome', person.name], ['Email', person.email], ...(person.phone === undefined ? [] : [['Telefono', person.phone] as Row])];
}

/** The back office's address, where every office mail sends its reader. */
export function dashboardUrl(brand: MailBrand): string {
  return siteUrl(brand, '/admin');
}

/** The closing line of an office mail: what to do (our own words, not escaped), then the link to the back office. */
export function dashboardHtml(href: string, label: string, before?: string): string {
  return `<p style="margin:16px 0">${before ? `${before}<br>` : ''}${link(href, label)}</p>`;
}

/** A request in the back office: the address a mail's buttons open (docs/back-office.md#addresses). */
export function requestUrl(brand: MailBrand, requestId: number): string {
  return siteUrl(brand, `/admin/richieste/${requestId}`);
}

/** A button of an office mail: where it goes and what it says. */
export interface MailAction {
  label: string;
  href: string;
  colour: string;
}

/** Conferma and Rifiuta: both open the request in the back office, where the office answers it. */
export function requestActions(brand: MailBrand, requestId: number): MailAction[] {
  const href = requestUrl(brand, requestId);
  return [
    { label: 'Conferma', href, colour: '#059669' },
    { label: 'Rifiuta', href, colour: '#b91c1c' },
  ];
}

/** The buttons as links styled as buttons (mail programs draw no form controls). */
export function actionButtons(actions: MailAction[]): string {
  const button = ({ label, href, colour }: MailAction) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 12px 8px 0;padding:12px 28px;border-radius:6px;` +
    `background:${colour};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;
  return `<p style="margin:16px 0">${actions.map(button).join('')}</p>`;
}

/**
 * Until when a request holds its days, on Patti's clock (docs/languages.md#times-name-their-zone):
 * 'Le date sono riservate fino a venerdì 11 giugno 2027 alle ore 18:00, ora di Patti.'
 */
export function heldUntilLine(holdUntil: Date): string {
  const when = formatRomeInstant(holdUntil, 'it', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `Le date sono riservate fino a ${when}, ora di Patti.`;
}

/** What an office notice says: all in Italian (docs/languages.md). */
export interface OfficeNotice {
  subject: string;
  intro: string;
  /** The highlighted line; `tight` writes it right under the intro in the text part. */
  note: string;
  tone: Tone;
  tight?: boolean;
  rows: Row[];
  /** The link's label; the text part writes it before the address. */
  action: string;
  /** Where the link goes: the back office's home unless the notice is about one item. */
  href?: string;
}

/** An office notice: intro, highlighted line, the facts as rows and the link to the back office. */
export function officeNoticeMail(brand: MailBrand, notice: OfficeNotice): MailContent {
  const adminUrl = notice.href ?? dashboardUrl(brand);
  const text = [
    notice.intro,
    ...(notice.tight ? [] : ['']),
    notice.note,
    '',
    textRows(notice.rows),
    '',
    `${notice.action}: ${adminUrl}`,
  ].join('\n');
  const html = layout(
    brand,
    notice.subject,
    [paragraph(notice.intro), callout(notice.note, notice.tone), htmlRows(notice.rows), dashboardHtml(adminUrl, notice.action)].join('\n'),
  );
  return { subject: notice.subject, text, html };
}

/** What a customer's request or booking is: the summary rows, the deposit and where to board. */
export interface RentalSummary {
  title: string;
  rows: Row[];
  /** Rows whose values may run over several lines. */
  multiline?: boolean;
  deposit: string;
  boarding: Row[];
}

/** The summary, deposit and boarding of a customer's mail, as text lines (opening with a blank one) and HTML blocks. */
export function rentalSummary(w: Words, summary: RentalSummary): { text: string[]; html: string[] } {
  return {
    text: ['', summary.title, textRows(summary.rows), '', w.deposit, summary.deposit, '', w.boarding, textRows(summary.boarding)],
    html: [
      heading(summary.title),
      htmlRows(summary.rows, summary.multiline ? { multiline: true } : {}),
      heading(w.deposit),
      paragraph(summary.deposit),
      heading(w.boarding),
      htmlRows(summary.boarding),
    ],
  };
}

/** The customer's own part of a mail, between the greeting and the contacts. */
export interface CustomerParts {
  subject: string;
  /** As text lines (the frame adds the blank line before the contacts) and as HTML blocks. */
  text: string[];
  html: string[];
  /** A line between the contacts and the signature (what the attachment is). */
  note?: string;
  calendar: { status: CalendarStatus; content: string };
}

/** The frame of every mail to a customer, in their language: greeting, their part, contacts, signature, calendar file. */
export function customerMail(brand: MailBrand, w: Words, parts: CustomerParts): MailContent {
  const { business } = brand;
  const text = [
    w.greeting,
    '',
    ...parts.text,
    '',
    w.contacts,
    textRows(contactRows(business, w)),
    ...(parts.note === undefined ? [] : ['', parts.note]),
    '',
    ...w.signature(business),
  ].join('\n');
  const html = layout(
    brand,
    parts.subject,
    [
      paragraph(w.greeting),
      ...parts.html,
      heading(w.contacts),
      contactsHtml(business, w),
      ...(parts.note === undefined ? [] : [paragraph(parts.note)]),
      paragraph(w.signature(business).join('\n')),
    ].join('\n'),
    w.language,
  );
  const { status, content } = parts.calendar;
  return { subject: parts.subject, text, html, attachments: [calendarAttachment(status, content, w)] };
}
