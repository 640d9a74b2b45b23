import { MailContent, MailBrand, LifecycleDetails } from './types.ts';
import { Words } from './words.ts';
import { paragraph, linkText, linkHtml, privateLinkLine, calendarOf } from './layout.ts';
import { customerMail } from './frames.ts';

/** What a mail that withdraws a request from the customer's calendar says between its opening and its contacts. */
export interface WithdrawalParts {
  subject: string;
  /** After the greeting. */
  intro: string;
  /** The mail's own part, as text lines (each group opening with its blank line) and as HTML blocks. */
  text: string[];
  html: string[];
  /** The DESCRIPTION of the cancelled calendar entry. */
  calendarNote: string;
}

/**
 * The one shape of the customer's mails that end a request (declined, expired, cancelled), in the
 * customer's language: the greeting, why, the mail's own part, the private link when there is one,
 * the contacts and the signature, and the calendar entry cancelled (docs/request-lifecycle.md#calendar-files).
 */
export function withdrawalMail(brand: MailBrand, request: LifecycleDetails, w: Words, parts: WithdrawalParts): MailContent {
  const stillHere = w.language === 'en' ? 'Your request can still be viewed here:' : 'La tua richiesta resta consultabile qui:';
  const privateLink = request.accessToken ? privateLinkLine(brand, request.accessToken, stillHere, w) : null;
  const ics = calendarOf(brand, request, 'cancelled', parts.calendarNote, w);
  return customerMail(brand, w, {
    subject: parts.subject,
    text: [parts.intro, ...parts.text, ...(privateLink ? ['', linkText(privateLink)] : [])],
    html: [paragraph(parts.intro), ...parts.html, ...(privateLink ? [linkHtml(privateLink)] : [])],
    calendar: { status: 'cancelled', content: ics },
  });
}
