import { describe, expect, it } from 'vitest';
import { BUSINESS, businessFromEnv } from '@nbp/contracts/business';
import { MESSAGES } from '@nbp/contracts/messages';
import { CALENDAR_FILENAME, customerBookingMail, officeBookingMail, officeContactMail, type BookingRequestDetails } from './templates.ts';
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
};
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

  it('attaches the calendar file', () => {
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments!;
    expect(ics!.filename).toBe(CALENDAR_FILENAME);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('DTSTART;VALUE=DATE:20270612\r\n');
    expect(ics!.content).toContain('DTEND;VALUE=DATE:20270615\r\n');
    expect(ics!.content).toContain('UID:richiesta-42@alacaluf-charter.example\r\n');
    expect(ics!.content).toContain('LOCATION:Via Papa Pio XII\\, 98066 Patti (ME)\r\n');
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
