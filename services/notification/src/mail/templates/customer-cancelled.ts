import { oneLine } from '../format.ts';
import { MailContent, MailBrand, LifecycleDetails } from './types.ts';
import { wordsFor } from './words.ts';
import { boatLink, LinkLine, linkText, linkHtml } from './layout.ts';
import { withdrawalMail } from './withdrawal.ts';

/**
 * To the customer, in their language: their own withdrawal, confirmed; the calendar entry is
 * cancelled (docs/request-lifecycle.md#the-customers-link).
 */
export function customerCancelledMail(brand: MailBrand, request: LifecycleDetails): MailContent {
  const w = wordsFor(request.language);
  const en = w.language === 'en';
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const again: LinkLine = {
    before: en ? 'If you change your mind, you can send a new request:' : 'Se cambi idea, puoi inviare una nuova richiesta:',
    href: boatLink(brand, request.boatId, request.startDate, request.endDate, w.language),
    label: en ? 'Back to the boat' : 'Torna alla barca',
  };
  return withdrawalMail(brand, request, w, {
    subject: oneLine(
      en
        ? `Request cancelled – ${request.boatName} | ${brand.business.name}`
        : `Richiesta annullata – ${request.boatName} | ${brand.business.name}`,
    ),
    intro: en
      ? `As you asked, we have cancelled your request for ${request.boatName} ${dates}. The dates have been released and the reminder in your calendar has been cancelled.`
      : `come richiesto, abbiamo annullato la tua richiesta per ${request.boatName} ${dates}. Le date sono state liberate e il promemoria nel tuo calendario è annullato.`,
    text: ['', linkText(again)],
    html: [linkHtml(again)],
    calendarNote: en ? 'Booking request cancelled.' : 'Richiesta di prenotazione annullata.',
  });
}
