import { MESSAGES } from '@nbp/contracts/messages';
import { buildIcs, rentalUid } from '../ics.ts';
import { oneLine, PATTI_ZONE, pattiTime } from '../format.ts';
import { MailContent, MailBrand, BookingRequestDetails } from './types.ts';
import { Words, wordsFor } from './words.ts';
import { Row, paragraph, linkText, linkHtml, privateLinkLine, requestRows } from './layout.ts';
import { callout, customerMail, rentalSummary } from './frames.ts';

/** The texts of the received mail in each language: the same facts and the same order. */
function receivedTexts(brand: MailBrand, request: BookingRequestDetails, w: Words) {
  const { business } = brand;
  const dates = w.datesInSentence(request.startDate, request.endDate);
  const deposit = w.euro(request.deposit);
  if (w.language === 'en') {
    return {
      subject: `We have received your request – ${request.boatName} | ${business.name}`,
      intro: `Thank you for choosing ${business.name}! We have received your booking request for ${request.boatName} ${dates}.`,
      confirm:
        'Our office will check that the boat is available: your booking is final only once we have confirmed it. We will be in touch shortly to confirm availability.',
      held: (until: string) => `The dates are held for you until ${until}: you will have our answer by then.`,
      notHeld: 'The dates are not reserved: your request has reached our office, which will answer you by e-mail.',
      privateLink: 'You can follow your request, or cancel it, from your private page:',
      deposit: `A deposit of ${deposit} is required, taken as a pre-authorisation on your credit card (nothing is charged) and released once the boat has been checked on its return.`,
      hours: ['Rental hours', `${business.businessHours} (pick-up 09:00-10:00, return by 18:00, Patti time)`] as Row,
      calendarNote: 'A reminder to add to your calendar is attached.',
      summary: 'Request summary',
      calendarDescription: `Booking request awaiting confirmation. Boarding at ${business.boardingPoint}, hours ${business.businessHours} ${PATTI_ZONE.en}. Tel. ${business.phone}, ${business.email}`,
    };
  }
  return {
    subject: `Abbiamo ricevuto la tua richiesta – ${request.boatName} | ${business.name}`,
    intro: `grazie per aver scelto ${business.name}! Abbiamo ricevuto la tua richiesta di prenotazione per ${request.boatName} ${dates}.`,
    confirm: `Il nostro ufficio verificherà la disponibilità della barca: la prenotazione sarà definitiva solo dopo la nostra conferma. ${MESSAGES.bookingRequestOk}`,
    held: (until: string) => `Le date restano riservate per te fino alle ${until}: entro allora riceverai la nostra risposta.`,
    notHeld: "Le date non sono bloccate: la tua richiesta è arrivata all'ufficio, che ti risponderà per email.",
    privateLink: 'Puoi seguire la tua richiesta, o annullarla, dalla tua pagina privata:',
    deposit: `È prevista una cauzione di ${deposit}, richiesta come pre-autorizzazione sulla carta di credito (nessun addebito) e restituita dopo il controllo della barca al rientro.`,
    hours: ['Orario del noleggio', `${business.businessHours} (ritiro 09:00-10:00, rientro entro le 18:00, ora di Patti)`] as Row,
    calendarNote: 'In allegato trovi il promemoria da aggiungere al tuo calendario.',
    summary: 'Riepilogo della richiesta',
    calendarDescription: `Richiesta di prenotazione in attesa di conferma. Imbarco a ${business.boardingPoint}, orario ${business.businessHours} ${PATTI_ZONE.it}. Tel. ${business.phone}, ${business.email}`,
  };
}

/**
 * To the customer, in the language of their request: what they asked for, what happens next, how to
 * reach the office; with a calendar file. It goes to whatever address was typed, from the business's
 * own address, so it quotes nothing the visitor typed (no name, no notes): otherwise the form would
 * let anyone send our mail with their text and links to a stranger. Boat, dates and amounts come
 * from our own data.
 */
export function customerBookingMail(brand: MailBrand, request: BookingRequestDetails): MailContent {
  const { business } = brand;
  const w = wordsFor(request.language);
  const t = receivedTexts(brand, request, w);
  const subject = oneLine(t.subject);
  const details = requestRows(request, w);
  const intro = t.intro;
  const confirm = t.confirm;
  // docs/request-lifecycle.md#holds: the days are the customer's until the office answers, or the hold lapses.
  // docs/request-lifecycle.md#hoarding: a request past the boat's share holds nothing, and says so.
  const held = !request.holdsDays ? t.notHeld : request.holdUntil ? t.held(pattiTime(request.holdUntil, w.language)) : null;
  const privateLink = request.accessToken ? privateLinkLine(brand, request.accessToken, t.privateLink, w) : null;
  const boarding: Row[] = [[w.boardingPoint, `${business.boardingPoint} – ${business.address}`], t.hours];
  const summary = rentalSummary(w, { title: t.summary, rows: details, multiline: true, deposit: t.deposit, boarding });

  const ics = buildIcs({
    uid: rentalUid('request', request.requestId, brand.publicUrl),
    sequence: 0,
    status: 'tentative',
    stamp: request.receivedAt,
    startDate: request.startDate,
    endDate: request.endDate,
    summary: w.calendarSummary(request.boatName, business),
    location: business.address,
    description: t.calendarDescription,
    organizer: { name: business.name, email: business.email },
    language: w.language,
  });
  return customerMail(brand, w, {
    subject,
    text: [intro, confirm, ...(held ? ['', held] : []), ...(privateLink ? ['', linkText(privateLink)] : []), ...summary.text],
    html: [
      paragraph(intro),
      callout(confirm, 'info'),
      ...(held ? [paragraph(held)] : []),
      ...(privateLink ? [linkHtml(privateLink)] : []),
      ...summary.html,
    ],
    note: t.calendarNote,
    calendar: { status: 'tentative', content: ics },
  });
}
