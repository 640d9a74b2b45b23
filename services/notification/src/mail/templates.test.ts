import { describe, expect, it } from 'vitest';
import { BUSINESS, businessFromEnv } from '@nbp/contracts/business';
import { MESSAGES } from '@nbp/contracts/messages';
import ICAL from 'ical.js';
import {
  CALENDAR_FILENAME,
  customerBookingMail,
  customerCancelledMail,
  customerConfirmedMail,
  customerDeclinedMail,
  customerExpiredMail,
  officeBookingMail,
  OFFICE_NOT_HELD,
  officeCancelledMail,
  officeContactMail,
  officeReminderMail,
  type BookingRequestDetails,
  type LifecycleDetails,
  type MailContent,
} from './templates.ts';
import { formatEuro, weekdayItalianDate } from '@nbp/contracts/format';
import { escapeHtml, oneLine } from './format.ts';

const brand = { business: businessFromEnv({}), publicUrl: 'https://alacaluf-charter.example' };
const request: BookingRequestDetails = {
  requestId: 42,
  boatId: 1,
  boatName: 'Eolo 6.40 EL Open - Alacaluf I',
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  days: 3,
  totalPrice: '1250.00',
  deposit: '500.00',
  customer: { name: 'Mario Rossi', email: 'mario.rossi@example.com', phone: '+39 333 1234567' },
  notes: 'Arriviamo alle 9,\ncon due bambini.',
  receivedAt: new Date('2026-11-22T09:05:00Z'),
  holdUntil: new Date('2027-06-11T16:00:00Z'),
  accessToken: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  language: 'it',
  holdsDays: true,
};
/** The attached calendar file as a calendar program reads it. */
function calendarOf(mail: MailContent) {
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    calendar,
    vevent,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    start: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: vevent.getFirstPropertyValue('dtend') as ICAL.Time,
  };
}

/** Intl puts a no-break space before the euro sign; the assertions compare with plain spaces. */
const plain = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe('formats', () => {
  it('writes dates the Italian way, in Rome', () => {
    expect(weekdayItalianDate('2027-06-12')).toBe('sabato 12 giugno 2027');
    expect(weekdayItalianDate('2027-01-01')).toBe('venerdì 1 gennaio 2027');
  });

  it('writes euro amounts with the Italian separators', () => {
    expect(plain(formatEuro('1250.00'))).toBe('1250,00 €');
    expect(plain(formatEuro('12500.5'))).toBe('12.500,50 €');
  });

  it('escapes HTML and flattens header values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine('Oggetto\r\nBcc: vittima@example.com\u2028altro')).toBe('Oggetto Bcc: vittima@example.com altro');
  });
});

describe('office booking mail', () => {
  const mail = officeBookingMail(brand, request);

  it('has the subject with boat and dates', () => {
    expect(mail.subject).toBe('Nuova richiesta di prenotazione – Eolo 6.40 EL Open - Alacaluf I – 12/06/2027 – 14/06/2027');
  });

  it('carries every detail of the request in text and HTML', () => {
    for (const body of [plain(mail.text), plain(mail.html)]) {
      expect(body).toContain('Eolo 6.40 EL Open - Alacaluf I');
      expect(body).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
      expect(body).toContain('3 giorni');
      expect(body).toContain('1250,00 €');
      expect(body).toContain('500,00 €');
      expect(body).toContain('Mario Rossi');
      expect(body).toContain('mario.rossi@example.com');
      expect(body).toContain('+39 333 1234567');
      expect(body).toContain('https://alacaluf-charter.example/admin');
    }
    expect(mail.text).toContain('Arriviamo alle 9,\ncon due bambini.');
    expect(mail.html).toContain('Arriviamo alle 9,<br>con due bambini.');
  });

  it('says so when there are no notes', () => {
    expect(officeBookingMail(brand, { ...request, notes: null }).text).toContain('Nessuna nota');
  });

  it('is a call to act: until when the days are held, Conferma and Rifiuta opening the request, no answer by reply', () => {
    const held = 'Le date sono riservate fino a venerdì 11 giugno 2027 alle ore 18:00, ora di Patti.';
    expect(plain(mail.text)).toContain(held);
    expect(plain(mail.html)).toContain(held);
    expect(mail.text).toContain('Conferma: https://alacaluf-charter.example/admin/richieste/42');
    expect(mail.text).toContain('Rifiuta: https://alacaluf-charter.example/admin/richieste/42');
    expect(mail.html).toMatch(/<a href="https:\/\/alacaluf-charter\.example\/admin\/richieste\/42"[^>]*>Conferma<\/a>/);
    expect(mail.html).toMatch(/<a href="https:\/\/alacaluf-charter\.example\/admin\/richieste\/42"[^>]*>Rifiuta<\/a>/);
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/rispond\w* a questa (e-?mail|mail)/i);
    // A request that holds no days has no end to announce.
    expect(officeBookingMail(brand, { ...request, holdsDays: false }).text).not.toContain('Le date sono riservate');
  });
});

describe('customer booking mail', () => {
  const mail = customerBookingMail(brand, request);
  const text = plain(mail.text);

  it('is in Italian with boat, dates, price and deposit note', () => {
    expect(mail.subject).toBe(`Abbiamo ricevuto la tua richiesta – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('Gentile cliente,');
    expect(text).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(text).toContain('Prezzo totale: 1250,00 €');
    expect(text).toContain('cauzione di 500,00 €');
    expect(text).toContain('pre-autorizzazione sulla carta di credito');
    expect(text).toContain('restituita dopo il controllo');
  });

  it('gives boarding point, hours, the office contacts and the confirmation line', () => {
    expect(text).toContain('Patti (ME)');
    expect(text).toContain('9:00 - 18:00');
    expect(text).toContain(BUSINESS.phone);
    expect(text).toContain(BUSINESS.whatsapp);
    expect(text).toContain(BUSINESS.email);
    expect(text).toContain(MESSAGES.bookingRequestOk);
    expect(mail.html).toContain(escapeHtml(MESSAGES.bookingRequestOk));
    // One number for calls and the chat app: the chat link opens the office's own phone number.
    expect(BUSINESS.whatsapp).toBe(BUSINESS.phone);
    expect(mail.html).toContain('href="https://wa.me/390941000000"');
  });

  it("attaches the calendar file: tentative whole days, SEQUENCE 0, the request's UID", () => {
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments!;
    expect(ics!.filename).toBe(CALENDAR_FILENAME);
    expect(ics!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const file = calendarOf(mail);
    expect(file.method).toBe('PUBLISH');
    expect(file.status).toBe('TENTATIVE');
    expect(file.sequence).toBe(0);
    expect(file.uid).toBe('request-42@alacaluf-charter.example');
    expect(file.start.isDate && file.end.isDate).toBe(true);
    expect([file.start.toString(), file.end.toString()]).toEqual(['2027-06-12', '2027-06-15']);
    expect(file.vevent.getFirstPropertyValue('location')).toBe('Via Papa Pio XII, 98066 Patti (ME)');
  });

  it('says until when the days are held, naming the zone, and gives the private link', () => {
    for (const body of [text, plain(mail.html)]) {
      expect(body).toContain('fino alle 18:00 di venerdì 11/06/2027 (ora di Patti)');
      expect(body).toContain('https://alacaluf-charter.example/richiesta/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    }
    expect(mail.html).toContain('href="https://alacaluf-charter.example/richiesta/AbCdEfGhIjKlMnOpQrStUvWxYz012345"');
  });

  it('says the days are not reserved, in both languages, when the request holds none (docs/request-lifecycle.md#hoarding)', () => {
    const italian = customerBookingMail(brand, { ...request, holdsDays: false });
    const notHeld = "Le date non sono bloccate: la tua richiesta è arrivata all'ufficio, che ti risponderà per email.";
    expect(plain(italian.text)).toContain(notHeld);
    expect(italian.html).toContain(escapeHtml(notHeld));
    for (const body of [plain(italian.text), plain(italian.html)]) {
      expect(body).not.toContain('Le date restano riservate');
      expect(body).toContain('https://alacaluf-charter.example/richiesta/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    }
    const english = customerBookingMail(brand, { ...request, holdsDays: false, language: 'en' });
    expect(plain(english.text)).toContain(
      'The dates are not reserved: your request has reached our office, which will answer you by e-mail.',
    );
    expect(plain(english.text)).not.toContain('held for you');
    const office = officeBookingMail(brand, { ...request, holdsDays: false });
    expect(plain(office.text)).toContain(OFFICE_NOT_HELD);
    expect(plain(office.html)).toContain(escapeHtml(OFFICE_NOT_HELD));
    expect(officeBookingMail(brand, request).text).not.toContain(OFFICE_NOT_HELD);
  });

  it('leaves out the hold and the link for an event from before them', () => {
    const older = customerBookingMail(brand, { ...request, holdUntil: null, accessToken: null });
    expect(older.text).not.toContain('Le date non sono bloccate');
    expect(older.text).not.toContain('Le date restano riservate');
    expect(older.text).not.toContain('/richiesta/');
  });

  it('quotes nothing the visitor typed: neither the name nor the notes, which could carry a link', () => {
    const typed = {
      ...request,
      customer: { ...request.customer, name: 'Vinci subito https://evil.example/premio' },
      notes: 'Clicca qui: https://evil.example/login e www.evil.example',
    };
    const copy = customerBookingMail(brand, typed);
    for (const body of [copy.text, copy.html, copy.subject, ...(copy.attachments ?? []).map((file) => file.content)]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('Vinci subito');
      expect(body).not.toContain('Clicca qui');
    }
    expect(copy.text).not.toContain('Le tue note');
    // The office still reads everything.
    const office = officeBookingMail(brand, typed);
    expect(office.text).toContain('Vinci subito https://evil.example/premio');
    expect(office.text).toContain('Clicca qui: https://evil.example/login');
  });

  it('uses the brand of the environment', () => {
    const custom = customerBookingMail({ ...brand, business: businessFromEnv({ BUSINESS_PHONE: '+39 0941 123 456' }) }, request);
    expect(custom.text).toContain('+39 0941 123 456');
    // The chat link follows the phone number a deployment sets: there is one number for both.
    expect(custom.html).toContain('href="https://wa.me/390941123456"');
    expect(custom.text).not.toContain(BUSINESS.phone);
  });
});

describe('escaping what a visitor typed', () => {
  const hostile = {
    ...request,
    boatName: 'Barca <b>',
    customer: { name: '<script>alert(1)</script>\r\nBcc: x@example.com', email: 'a@example.com', phone: '"><img src=x onerror=alert(1)>' },
    notes: '<iframe src="https://evil.example"></iframe>',
  };

  it('never lets markup through in the HTML bodies', () => {
    for (const mail of [officeBookingMail(brand, hostile), customerBookingMail(brand, hostile)]) {
      expect(mail.html).not.toMatch(/<script|<img|<iframe|<b>/);
    }
    expect(officeBookingMail(brand, hostile).html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const contact = officeContactMail(brand, {
      contactId: 1,
      name: '<script>x</script>',
      email: 'a@example.com',
      phone: null,
      message: '<b>ciao</b>\nriga',
      receivedAt: new Date(),
    });
    expect(contact.html).not.toMatch(/<script|<b>/);
    expect(contact.html).toContain('&lt;b&gt;ciao&lt;/b&gt;<br>riga');
  });

  it('keeps subjects on one line', () => {
    const contact = officeContactMail(brand, {
      contactId: 1,
      name: 'Anna\r\nBcc: x@example.com',
      email: 'a@example.com',
      phone: null,
      message: 'Messaggio di prova',
      receivedAt: new Date(),
    });
    expect(contact.subject).toBe('Nuovo messaggio dal sito – Anna Bcc: x@example.com');
    expect(officeBookingMail(brand, { ...request, boatName: 'A\nB' }).subject).not.toMatch(/[\r\n]/);
  });
});

describe('office contact mail', () => {
  const mail = officeContactMail(brand, {
    contactId: 7,
    name: 'Giulia Bianchi',
    email: 'giulia@example.com',
    phone: '+39 320 7654321',
    message: 'Vorrei informazioni\nsul noleggio.',
    receivedAt: new Date('2026-11-22T09:05:00Z'),
  });

  it('gives name, e-mail, phone and message', () => {
    expect(mail.subject).toBe('Nuovo messaggio dal sito – Giulia Bianchi');
    expect(mail.text).toContain('Nome: Giulia Bianchi');
    expect(mail.text).toContain('Email: giulia@example.com');
    expect(mail.text).toContain('Telefono: +39 320 7654321');
    expect(mail.text).toContain('Vorrei informazioni\nsul noleggio.');
    expect(mail.text).toContain('22 novembre 2026');
  });
});

describe("mails of a request's later life", () => {
  const later: LifecycleDetails = {
    boatId: 1,
    boatName: 'Eolo 6.40 EL Open - Alacaluf I',
    startDate: '2027-06-12',
    endDate: '2027-06-14',
    days: 3,
    totalPrice: '1250.00',
    rental: { kind: 'request', id: 42 },
    accessToken: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    sequence: 1,
    occurredAt: new Date('2026-11-23T10:00:00Z'),
    language: 'it',
  };
  const privateLink = 'https://alacaluf-charter.example/richiesta/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const confirmed = customerConfirmedMail(brand, {
    ...later,
    bookingId: 77,
    deposit: '500.00',
    checkInTime: '09:00',
    checkOutTime: '18:00',
  });
  const declined = customerDeclinedMail(brand, {
    ...later,
    sequence: 2,
    reason: 'La barca è in manutenzione in quei giorni.',
    alternatives: [
      { boatId: 2, boatName: 'Eolo 5.50 - Alacaluf II', startDate: '2027-06-12', endDate: '2027-06-14' },
      { boatId: 1, boatName: 'Eolo 6.40 EL Open - Alacaluf I', startDate: '2027-06-19', endDate: '2027-06-21' },
    ],
  });
  const expired = customerExpiredMail(brand, { ...later, sequence: 1 });
  const cancelled = customerCancelledMail(brand, { ...later, sequence: 1 });

  it('every customer mail carries the private link, in text and HTML, and quotes no visitor text', () => {
    for (const mail of [confirmed, declined, expired, cancelled]) {
      expect(mail.text).toContain(privateLink);
      expect(mail.html).toContain(`href="${privateLink}"`);
      expect(mail.text).toContain('Gentile cliente,');
      expect(mail.subject).toContain(BUSINESS.name);
    }
  });

  it('the confirmation: subject, check-in and check-out in Patti time, the booking number', () => {
    const text = plain(confirmed.text);
    expect(confirmed.subject).toBe(`Prenotazione confermata – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('Prenotazione: n. 77');
    expect(text).toContain('Ritiro: sabato 12 giugno 2027 alle 09:00 (ora di Patti)');
    expect(text).toContain('Rientro: lunedì 14 giugno 2027 entro le 18:00 (ora di Patti)');
    expect(text).toContain('Prezzo totale: 1250,00 €');
    expect(text).toContain('cauzione di 500,00 €');
  });

  it('the same confirmation for a phone booking: its own UID and no private link', () => {
    const phone = customerConfirmedMail(brand, {
      ...later,
      rental: { kind: 'booking', id: 9 },
      accessToken: null,
      sequence: 0,
      bookingId: 9,
      deposit: '500.00',
      checkInTime: '09:00',
      checkOutTime: '18:00',
    });
    expect(phone.subject).toBe(confirmed.subject);
    expect(phone.text).not.toContain('/richiesta/');
    const file = calendarOf(phone);
    expect(file.uid).toBe('booking-9@alacaluf-charter.example');
    expect(file.status).toBe('CONFIRMED');
  });

  it('the calendar files keep the UID of the received one, with higher SEQUENCE; confirmed is timed in Europe/Rome', () => {
    const received = calendarOf(customerBookingMail(brand, request));
    const files = [confirmed, declined].map(calendarOf);
    for (const file of files) expect(file.uid).toBe(received.uid);
    expect(files.map((file) => file.sequence)).toEqual([1, 2]);
    expect(received.sequence).toBeLessThan(files[0]!.sequence);

    const [confirmedFile, declinedFile] = files;
    expect(confirmedFile!.status).toBe('CONFIRMED');
    expect(confirmedFile!.start.toString()).toBe('2027-06-12T09:00:00');
    expect(confirmedFile!.end.toString()).toBe('2027-06-14T18:00:00');
    expect(confirmedFile!.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(confirmedFile!.calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Rome',
    ]);
    expect(confirmed.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');

    for (const mail of [declined, expired, cancelled]) {
      const file = calendarOf(mail);
      expect(file.method).toBe('CANCEL');
      expect(file.status).toBe('CANCELLED');
      expect(file.uid).toBe(received.uid);
      expect(mail.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    }
    expect(declinedFile!.start.isDate).toBe(true);
  });

  it("the decline: courteous, the office's reason, and each alternative a link to the boat page with its days", () => {
    const text = plain(declined.text);
    expect(declined.subject).toBe(`Richiesta non confermata – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('Ci dispiace');
    expect(text).toContain('La barca è in manutenzione in quei giorni.');
    expect(text).toContain('https://alacaluf-charter.example/boat/2?start=2027-06-12&end=2027-06-14');
    expect(text).toContain('https://alacaluf-charter.example/boat/1?start=2027-06-19&end=2027-06-21');
    expect(declined.html).toContain('href="https://alacaluf-charter.example/boat/2?start=2027-06-12&amp;end=2027-06-14"');
    expect(text).toContain('Eolo 5.50 - Alacaluf II, dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    const bare = customerDeclinedMail(brand, { ...later, reason: null, alternatives: [] });
    expect(bare.text).not.toContain('Il messaggio del nostro ufficio');
    expect(bare.text).toContain('Scrivici o chiamaci');
  });

  it('the expiry: the days were released, an invitation to ask again for the same boat and days', () => {
    const text = plain(expired.text);
    expect(expired.subject).toBe(`Richiesta scaduta – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('non è riuscito a rispondere in tempo');
    expect(text).toContain('Le date sono state liberate');
    expect(text).toContain('https://alacaluf-charter.example/boat/1?start=2027-06-12&end=2027-06-14');
  });

  it("the customer's withdrawal: confirmed to them; the office told with boat, days and name", () => {
    expect(cancelled.subject).toBe(`Richiesta annullata – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(plain(cancelled.text)).toContain('abbiamo annullato la tua richiesta');
    const office = officeCancelledMail(brand, { ...later, customer: { name: 'Mario Rossi', email: 'mario.rossi@example.com' } });
    expect(office.subject).toBe('Richiesta annullata dal cliente – Eolo 6.40 EL Open - Alacaluf I – 12/06/2027 – 14/06/2027');
    const text = plain(office.text);
    expect(text).toContain('richiesta n. 42');
    expect(text).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(text).toContain('Nome: Mario Rossi');
    expect(text).toContain('Email: mario.rossi@example.com');
    expect(office.attachments).toBeUndefined();
  });

  it('the reminder to the office: the request still waiting, the end of its hold in Patti time, the back office link', () => {
    const mail = officeReminderMail(brand, {
      requestId: 42,
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: '2027-06-12',
      endDate: '2027-06-14',
      totalPrice: '1250.00',
      customerName: '<b>Mario</b> Rossi',
      holdUntil: new Date('2027-06-11T16:00:00Z'),
    });
    expect(mail.subject).toBe('Promemoria: richiesta n. 42 in attesa – Eolo 6.40 EL Open - Alacaluf I – 12/06/2027 – 14/06/2027');
    const text = plain(mail.text);
    expect(text).toContain('La richiesta n. 42 per Eolo 6.40 EL Open - Alacaluf I dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(text).toContain('è ancora in attesa');
    expect(text).toContain('fino alle 18:00 di venerdì 11/06/2027 (ora di Patti)');
    expect(text).toContain('https://alacaluf-charter.example/admin');
    expect(mail.html).not.toContain('<b>Mario');
    expect(mail.html).toContain('&lt;b&gt;Mario&lt;/b&gt; Rossi');
  });
});

describe('the customer mails in English (docs/languages.md)', () => {
  const en = { ...request, language: 'en' as const };
  const later: LifecycleDetails = {
    boatId: 1,
    boatName: 'Eolo 6.40 EL Open - Alacaluf I',
    startDate: '2027-06-12',
    endDate: '2027-06-14',
    days: 3,
    totalPrice: '1250.00',
    rental: { kind: 'request', id: 42 },
    accessToken: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    sequence: 1,
    occurredAt: new Date('2026-11-23T10:00:00Z'),
    language: 'en',
  };
  // The private page at its English address (docs/languages.md#addresses).
  const privateLink = 'https://alacaluf-charter.example/en/request/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const terms = { bookingId: 77, deposit: '500.00', checkInTime: '09:00', checkOutTime: '18:00' };
  const received = customerBookingMail(brand, en);
  const confirmed = customerConfirmedMail(brand, { ...later, ...terms });
  const declined = customerDeclinedMail(brand, {
    ...later,
    sequence: 2,
    reason: 'La barca è in manutenzione in quei giorni.',
    alternatives: [{ boatId: 2, boatName: 'Eolo 5.50 - Alacaluf II', startDate: '2027-06-12', endDate: '2027-06-14' }],
  });
  const expired = customerExpiredMail(brand, later);
  const cancelled = customerCancelledMail(brand, later);
  const all = [received, confirmed, declined, expired, cancelled];

  it('received: subject, the rental in English dates and money, the hold in Patti time, the same links and calendar file', () => {
    const text = plain(received.text);
    expect(received.subject).toBe(`We have received your request – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('Dear customer,');
    expect(text).toContain(
      `Thank you for choosing ${BUSINESS.name}! We have received your booking request for Eolo 6.40 EL Open - Alacaluf I from Saturday, 12 June 2027 to Monday, 14 June 2027.`,
    );
    expect(text).toContain('Dates: from Saturday, 12 June 2027 to Monday, 14 June 2027');
    expect(text).toContain('Duration: 3 days');
    expect(text).toContain('Total price: €1,250.00');
    expect(text).toContain('Deposit: €500.00');
    expect(text).toContain('A deposit of €500.00 is required, taken as a pre-authorisation on your credit card (nothing is charged)');
    expect(text).toContain(
      'The dates are held for you until 18:00 on Friday, 11 June 2027 (Patti time): you will have our answer by then.',
    );
    expect(text).toContain('Rental hours: 9:00 - 18:00 (pick-up 09:00-10:00, return by 18:00, Patti time)');
    expect(text).toContain(`You can follow your request, or cancel it, from your private page: ${privateLink}`);
    expect(received.html).toContain(`href="${privateLink}"`);
    expect(received.html).toContain('<html lang="en">');
    expect(text).toContain(`The ${BUSINESS.name} team`);
    // The same structure as the Italian one: the same headings in the same order, the same attachment.
    const headings = (mail: MailContent) => [...mail.html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings(received)).toEqual(['Request summary', 'Deposit', 'Boarding', 'Contacts']);
    expect(headings(customerBookingMail(brand, request))).toEqual(['Riepilogo della richiesta', 'Cauzione', 'Imbarco', 'Contatti']);
    const file = calendarOf(received);
    expect(received.attachments![0]!.filename).toBe('booking.ics');
    expect([file.status, file.sequence, file.uid]).toEqual(['TENTATIVE', 0, 'request-42@alacaluf-charter.example']);
    expect(file.vevent.getFirstPropertyValue('summary')).toBe(`Eolo 6.40 EL Open - Alacaluf I rental – ${BUSINESS.name}`);
    expect(file.vevent.getFirstPropertyValue('description')).toBe(
      `Booking request awaiting confirmation. Boarding at Patti (ME), hours 9:00 - 18:00 (Patti time). Tel. ${BUSINESS.phone}, ${BUSINESS.email}`,
    );
    expect(file.calendar.getFirstPropertyValue('prodid')).toBe('-//Alacaluf Charter//Prenotazioni//EN');
  });

  it('confirmed: check-in and check-out in Patti time, the booking number, the timed calendar entry in English', () => {
    const text = plain(confirmed.text);
    expect(confirmed.subject).toBe(`Booking confirmed – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain(
      'We are pleased to confirm your booking for Eolo 6.40 EL Open - Alacaluf I from Saturday, 12 June 2027 to Monday, 14 June 2027: the boat is waiting for you!',
    );
    expect(text).toContain('Booking: no. 77');
    expect(text).toContain('Pick-up: Saturday, 12 June 2027 at 09:00 (Patti time)');
    expect(text).toContain('Return: Monday, 14 June 2027 by 18:00 (Patti time)');
    expect(text).toContain('At pick-up we will ask for the deposit of €500.00');
    expect(text).toContain('The updated reminder for your calendar is attached: it replaces the one sent with your request.');
    const file = calendarOf(confirmed);
    expect([file.status, file.sequence, file.uid]).toEqual(['CONFIRMED', 1, 'request-42@alacaluf-charter.example']);
    expect(file.start.toString()).toBe('2027-06-12T09:00:00');
    expect(file.vevent.getFirstPropertyValue('description')).toBe(
      `Booking no. 77 confirmed. Pick-up at 09:00, return by 18:00 (Patti time). Boarding at Patti (ME). Tel. ${BUSINESS.phone}, ${BUSINESS.email}`,
    );

    const phone = customerConfirmedMail(brand, { ...later, ...terms, rental: { kind: 'booking', id: 9 }, accessToken: null, sequence: 0 });
    expect(plain(phone.text)).toContain('We confirm the booking you arranged with our office for Eolo 6.40 EL Open - Alacaluf I');
    expect(phone.text).not.toContain('/richiesta/');
    expect(phone.text).toContain('A reminder to add to your calendar is attached.');
  });

  it("declined: the office's reason as written, the alternatives with their links, the entry cancelled", () => {
    const text = plain(declined.text);
    expect(declined.subject).toBe(`Request not confirmed – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(text).toContain('We are sorry, but we cannot confirm your request for Eolo 6.40 EL Open - Alacaluf I');
    expect(text).toContain('A message from our office\nLa barca è in manutenzione in quei giorni.');
    expect(text).toContain(
      '- Eolo 5.50 - Alacaluf II, from Saturday, 12 June 2027 to Monday, 14 June 2027: https://alacaluf-charter.example/en/boat/2?start=2027-06-12&end=2027-06-14',
    );
    const bare = customerDeclinedMail(brand, { ...later, reason: null, alternatives: [] });
    expect(bare.text).toContain('Write to us or give us a call');
    expect(bare.text).not.toContain('A message from our office');
    const file = calendarOf(declined);
    expect([file.method, file.status]).toEqual(['CANCEL', 'CANCELLED']);
    expect(file.vevent.getFirstPropertyValue('description')).toBe('Booking request not confirmed.');
  });

  it('expired and cancelled: the days released, the link to ask again, the entry cancelled', () => {
    expect(expired.subject).toBe(`Request expired – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(expired.text).toContain('our office was unable to answer your request for Eolo 6.40 EL Open - Alacaluf I');
    expect(expired.text).toContain(
      'If you are still interested, you can send the request again for the same boat and dates: https://alacaluf-charter.example/en/boat/1?start=2027-06-12&end=2027-06-14',
    );
    expect(expired.html).toContain('>Ask again</a>');
    expect(cancelled.subject).toBe(`Request cancelled – Eolo 6.40 EL Open - Alacaluf I | ${BUSINESS.name}`);
    expect(cancelled.text).toContain('As you asked, we have cancelled your request for Eolo 6.40 EL Open - Alacaluf I');
    expect(cancelled.html).toContain('>Back to the boat</a>');
    for (const mail of [expired, cancelled]) expect(calendarOf(mail).method).toBe('CANCEL');
  });

  it('a one-day rental reads "on <day>" in a sentence', () => {
    const oneDay = customerExpiredMail(brand, { ...later, endDate: '2027-06-12', days: 1 });
    expect(oneDay.text).toContain('your request for Eolo 6.40 EL Open - Alacaluf I on Saturday, 12 June 2027 in time');
  });

  it('every English mail: the private link, the contacts in English, no Italian words of ours, the English calendar file', () => {
    for (const mail of all) {
      expect(mail.text).toContain(privateLink);
      expect(mail.html).toContain(`href="${privateLink}"`);
      expect(mail.text + mail.html).not.toContain('/richiesta/');
      expect(mail.html).toContain(`>Your request</a>`);
      expect(mail.text).toContain('Dear customer,');
      expect(mail.text).toContain(`Phone: ${BUSINESS.phone}`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.attachments![0]!.filename).toBe('booking.ics');
      const body = mail.text.replace('La barca è in manutenzione in quei giorni.', '');
      const html = mail.html.replace('La barca è in manutenzione in quei giorni.', '');
      for (const italian of [
        'Gentile',
        'Contatti',
        'Telefono',
        'richiesta ',
        'Prenotazione',
        'giugno',
        'sabato',
        'ora di Patti',
        BUSINESS.tagline,
      ]) {
        expect(body).not.toContain(italian);
        expect(html).not.toContain(italian);
      }
      // The brand's tagline in English: under the name on top, and closing the signature.
      expect(mail.text.trimEnd().endsWith('Your route, our boat')).toBe(true);
      expect(mail.html).toContain('>Your route, our boat</span>');
      // Money the English way: the sign before the amount, never after it as in Italian.
      expect(mail.text).not.toMatch(/\d[\s\u00a0]*€/);
    }
  });

  it('the office mails stay Italian whatever the customer wrote in', () => {
    const office = officeBookingMail(brand, en);
    expect(office.subject).toBe(officeBookingMail(brand, request).subject);
    expect(plain(office.text)).toContain('dal sabato 12 giugno 2027 al lunedì 14 giugno 2027');
    expect(office.text).toContain('Richiesta inviata dal sito in inglese: il cliente riceve le email in inglese.');
    expect(officeBookingMail(brand, request).text).not.toContain('inglese');
    const cancelledOffice = officeCancelledMail(brand, { ...later, customer: { name: 'Mario Rossi', email: 'mario.rossi@example.com' } });
    expect(cancelledOffice.subject).toBe('Richiesta annullata dal cliente – Eolo 6.40 EL Open - Alacaluf I – 12/06/2027 – 14/06/2027');
    expect(cancelledOffice.html).toContain('<html lang="it">');
  });
});

describe('the layout Outlook keeps (docs/mail-limits.md#machine-mail)', () => {
  const mails = [
    officeBookingMail(brand, request),
    customerBookingMail(brand, request),
    customerBookingMail(brand, { ...request, language: 'en' }),
    officeContactMail(brand, {
      contactId: 7,
      name: 'Mario Rossi',
      email: 'mario.rossi@example.com',
      phone: '',
      message: 'Una domanda,\nsulle barche.',
      receivedAt: new Date('2026-11-22T09:05:00Z'),
    }),
  ];

  it('is tables with their widths and paddings on cells: no div, whose width and padding Outlook for Windows drops', () => {
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<div\b/);
      expect(mail.html).toContain('<table role="presentation" width="600"');
      expect(mail.html).toMatch(/<td style="padding:24px;/);
    }
  });

  it("sets a visitor's own words apart in a one-cell table, escaped", () => {
    expect(mails[3]!.html).toContain(
      '<td style="padding:12px;background:#f8fafc;border:1px solid #e2e8f0;line-height:1.5">Una domanda,<br>sulle barche.</td>',
    );
  });

  it('the Italian mails carry the Italian tagline', () => {
    expect(mails[1]!.html).toContain(`>${BUSINESS.tagline}</span>`);
    expect(mails[1]!.text.trimEnd().endsWith(BUSINESS.tagline)).toBe(true);
  });
});

describe('every time of day names its zone', () => {
  it('in Italian: the hold, the hours, check-in and check-out, the calendar files, and the office’s received-at times', () => {
    expect(plain(customerBookingMail(brand, request).text)).toContain(
      'Orario del noleggio: 9:00 - 18:00 (ritiro 09:00-10:00, rientro entro le 18:00, ora di Patti)',
    );
    expect(calendarOf(customerBookingMail(brand, request)).vevent.getFirstPropertyValue('description')).toContain(
      'orario 9:00 - 18:00 (ora di Patti)',
    );
    const confirmed = customerConfirmedMail(brand, {
      ...request,
      rental: { kind: 'booking', id: 9 },
      accessToken: null,
      sequence: 0,
      occurredAt: new Date('2026-11-23T10:00:00Z'),
      bookingId: 9,
      checkInTime: '09:00',
      checkOutTime: '18:00',
    });
    expect(calendarOf(confirmed).vevent.getFirstPropertyValue('description')).toContain(
      'Ritiro alle 09:00, rientro entro le 18:00 (ora di Patti).',
    );
    expect(officeBookingMail(brand, request).text).toContain('Ricevuta il 22 novembre 2026 alle ore 10:05 (ora di Patti).');
    const contact = officeContactMail(brand, {
      contactId: 7,
      name: 'Giulia Bianchi',
      email: 'giulia@example.com',
      phone: null,
      message: 'Vorrei informazioni.',
      receivedAt: new Date('2026-11-22T09:05:00Z'),
    });
    expect(contact.text).toContain('Ricevuto il: 22 novembre 2026 alle ore 10:05 (ora di Patti)');
  });

  it('in winter as in summer, on the office’s clock: the hold in Patti time in both languages', () => {
    const winter = { ...request, holdUntil: new Date('2027-01-15T17:00:00Z') };
    expect(customerBookingMail(brand, winter).text).toContain('fino alle 18:00 di venerdì 15/01/2027 (ora di Patti)');
    expect(customerBookingMail(brand, { ...winter, language: 'en' }).text).toContain('until 18:00 on Friday, 15 January 2027 (Patti time)');
  });
});
