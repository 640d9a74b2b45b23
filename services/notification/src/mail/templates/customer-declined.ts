import { oneLine } from '../format.ts';
import { MailContent, MailBrand, DeclinedDetails } from './types.ts';
import { wordsFor } from './words.ts';
import { heading, paragraph, link, boatLink, quoted } from './layout.ts';
import { withdrawalMail } from './withdrawal.ts';

/**
 * To the customer, in their language: the office cannot confirm. Courteous, with the office's
 * reason when it gave one (quoted as written) and up to three alternatives, each opening the boat
 * page with its days chosen; the calendar entry is cancelled (docs/request-lifecycle.md#decline).
 */
export function customerDeclinedMail(brand: MailBrand, request: DeclinedDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const reason = request.reason?.trim() || null;
  const alternatives = request.alternatives.slice(0, 3).map((alternative) => ({
    label: `${alternative.boatName}, ${w.dateRange(alternative.startDate, alternative.endDate)}`,
    href: boatLink(brand, alternative.boatId, alternative.startDate, alternative.endDate, w.language),
  }));
  const alternativesIntro = en
    ? 'These alternatives, free when this message was sent, might interest you:'
    : 'Potrebbero interessarti queste alternative, libere al momento di questo messaggio:';
  const noAlternatives = en
    ? 'Write to us or give us a call: we will be glad to help you find other dates or another boat.'
    : "Scrivici o chiamaci: saremo felici di aiutarti a trovare altre date o un'altra barca.";
  const reasonHeading = en ? 'A message from our office' : 'Il messaggio del nostro ufficio';
  const alternativesHeading = en ? 'Alternatives for you' : 'Alternative per te';
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request not confirmed – ${request.boatName} | ${brand.business.name}`
        : `Richiesta non confermata – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `Thank you for writing to us. We are sorry, but we cannot confirm your request for ${request.boatName} ${dates}. The dates have been released and the reminder in your calendar has been cancelled.`
      : `grazie per averci scritto. Ci dispiace, ma non possiamo confermare la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: [
      ...(reason ? ['', reasonHeading, reason] : []),
      '',
      ...(alternatives.length ? [alternativesIntro, ...alternatives.map((a) => `- ${a.label}: ${a.href}`)] : [noAlternatives]),
    ],
    html: [
      ...(reason ? [heading(reasonHeading), quoted(reason)] : []),
      ...(alternatives.length
        ? [
            heading(alternativesHeading),
            paragraph(alternativesIntro),
            `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.8">${alternatives.map((a) => `<li>${link(a.href, a.label)}</li>`).join('')}</ul>`,
          ]
        : [paragraph(noAlternatives)]),
    ],
    calendarNote: en ? 'Booking request not confirmed.' : 'Richiesta di prenotazione non confermata.',
  });
}
