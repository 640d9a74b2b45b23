import { oneLine, PATTI_ZONE } from '../format.ts';
import { MailContent, MailBrand, ConfirmedDetails } from './types.ts';
import { Words, wordsFor } from './words.ts';
import { Row, linkText, linkHtml, privateLinkLine, rentalRows, calendarOf } from './layout.ts';
import { callout, customerMail, rentalSummary } from './frames.ts';

/** The texts of the confirmation in each language. */
function confirmedTexts(brand: MailBrand, booking: ConfirmedDetails, w: Words) {
  const { business } = brand;
  const dates = w.datesInSentence(booking.startDate, booking.endDate);
  const byPhone = booking.rental.kind !== 'request';
  const deposit = w.euro(booking.deposit);
  if (w.language === 'en') {
    return {
      subject: `Booking confirmed – ${booking.boatName} | ${business.name}`,
      intro: byPhone
        ? `We confirm the booking you arranged with our office for ${booking.boatName} ${dates}: the boat is waiting for you!`
        : `We are pleased to confirm your booking for ${booking.boatName} ${dates}: the boat is waiting for you!`,
      booking: ['Booking', `no. ${booking.bookingId}`] as Row,
      checkIn: ['Pick-up', `${w.date(booking.startDate)} at ${booking.checkInTime} ${PATTI_ZONE.en}`] as Row,
      checkOut: ['Return', `${w.date(booking.endDate)} by ${booking.checkOutTime} ${PATTI_ZONE.en}`] as Row,
      deposit: `At pick-up we will ask for the deposit of ${deposit}, as a pre-authorisation on your credit card (nothing is charged), released once the boat has been checked on its return.`,
      privateLink: 'Your request and your booking remain available on your private page:',
      calendarNote: byPhone
        ? 'A reminder to add to your calendar is attached.'
        : 'The updated reminder for your calendar is attached: it replaces the one sent with your request.',
      summary: 'Booking summary',
      calendarDescription: `Booking no. ${booking.bookingId} confirmed. Pick-up at ${booking.checkInTime}, return by ${booking.checkOutTime} ${PATTI_ZONE.en}. Boarding at ${business.boardingPoint}. Tel. ${business.phone}, ${business.email}`,
    };
  }
  return {
    subject: `Prenotazione confermata – ${booking.boatName} | ${business.name}`,
    intro: byPhone
      ? `ti confermiamo la prenotazione concordata con il nostro ufficio per ${booking.boatName} ${dates}: la barca ti aspetta!`
      : `siamo lieti di confermare la tua prenotazione per ${booking.boatName} ${dates}: la barca ti aspetta!`,
    booking: ['Prenotazione', `n. ${booking.bookingId}`] as Row,
    checkIn: ['Ritiro', `${w.date(booking.startDate)} alle ${booking.checkInTime} ${PATTI_ZONE.it}`] as Row,
    checkOut: ['Rientro', `${w.date(booking.endDate)} entro le ${booking.checkOutTime} ${PATTI_ZONE.it}`] as Row,
    deposit: `Al ritiro ti chiederemo la cauzione di ${deposit}, come pre-autorizzazione sulla carta di credito (nessun addebito), restituita dopo il controllo della barca al rientro.`,
    privateLink: 'La tua richiesta e la prenotazione restano consultabili dalla tua pagina privata:',
    calendarNote: byPhone
      ? 'In allegato trovi il promemoria da aggiungere al tuo calendario.'
      : 'In allegato trovi il promemoria aggiornato per il tuo calendario: sostituisce quello della richiesta.',
    summary: 'Riepilogo della prenotazione',
    calendarDescription: `Prenotazione confermata n. ${booking.bookingId}. Ritiro alle ${booking.checkInTime}, rientro entro le ${booking.checkOutTime} ${PATTI_ZONE.it}. Imbarco a ${business.boardingPoint}. Tel. ${business.phone}, ${business.email}`,
  };
}

/**
 * To the customer, in their language: the request (or a phone booking) is a booking now. Times are
 * the boat's check-in on the first day and check-out on the last, in Patti's time; the calendar file
 * replaces the request's entry (same UID, higher SEQUENCE) with a timed, confirmed one
 * (docs/request-lifecycle.md#confirm).
 */
export function customerConfirmedMail(brand: MailBrand, booking: ConfirmedDetails): MailContent {
  const { business } = brand;
  const w = wordsFor(booking.language);
  const t = confirmedTexts(brand, booking, w);
  const subject = oneLine(t.subject);
  const intro = t.intro;
  const details: Row[] = [t.booking, ...rentalRows(booking, w), [w.deposit, w.euro(booking.deposit)], t.checkIn, t.checkOut];
  const boarding: Row[] = [[w.boardingPoint, `${business.boardingPoint} – ${business.address}`]];
  const summary = rentalSummary(w, { title: t.summary, rows: details, deposit: t.deposit, boarding });
  const privateLink = booking.accessToken ? privateLinkLine(brand, booking.accessToken, t.privateLink, w) : null;

  const ics = calendarOf(brand, booking, 'confirmed', t.calendarDescription, w, booking);
  return customerMail(brand, w, {
    subject,
    text: [intro, ...summary.text, ...(privateLink ? ['', linkText(privateLink)] : [])],
    html: [callout(intro, 'success'), ...summary.html, ...(privateLink ? [linkHtml(privateLink)] : [])],
    note: t.calendarNote,
    calendar: { status: 'confirmed', content: ics },
  });
}
