import { oneLine } from '../format.ts';
import { MailContent, MailBrand, LifecycleDetails } from './types.ts';
import { wordsFor } from './words.ts';
import { paragraph, boatLink, LinkLine, linkText, linkHtml } from './layout.ts';
import { withdrawalMail } from './withdrawal.ts';

/**
 * To the customer, in their language: nobody answered before the hold lapsed, so the days are free
 * again; an apology and an invitation to ask again for the same boat and days
 * (docs/request-lifecycle.md#expiry).
 */
export function customerExpiredMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const again: LinkLine = {
    before: en
      ? 'If you are still interested, you can send the request again for the same boat and dates:'
      : 'Se sei ancora interessato, puoi inviare di nuovo la richiesta per la stessa barca e le stesse date:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate, w.language),
    label: en ? 'Ask again' : 'Richiedi di nuovo',
  };
  const call = en
    ? 'Or contact us directly: we will reply as soon as we can.'
    : 'Oppure contattaci direttamente: ti risponderemo al più presto.';
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request expired – ${request.boatName} | ${brand.business.name}`
        : `Richiesta scaduta – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `We apologise: our office was unable to answer your request for ${request.boatName} ${dates} in time. The dates have been released and the reminder in your calendar has been cancelled.`
      : `ci scusiamo: il nostro ufficio non è riuscito a rispondere in tempo alla tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again), call],
    html: [linkHtml(again), paragraph(call)],
    calendarNote: en
      ? 'Booking request expired: the dates have been released.'
      : 'Richiesta di prenotazione scaduta: le date sono state liberate.',
  });
}
