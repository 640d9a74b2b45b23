import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eventually } from '@nbp/kit/testing';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import {
  BOOKING_CANCELLED,
  BOOKING_CHANGED,
  BOOKING_REQUEST_EXPIRED,
  lifecycleSealContext,
  type BookingChanged,
  type BookingLifecycleEventType,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import { MailDeliveryEntity } from '../src/data/entities.ts';
import { lifecycleMails } from '../src/events/lifecycle-mails.ts';
import { OFFICE, officeMailHarness, plain, type CaughtMail } from './office-mail-harness.ts';

// The customer's mails of an office change (docs/request-lifecycle.md#office-changes) and the office's
// mail of a hold that lapsed (docs/request-lifecycle.md#expiry): events on the bus, mails in a catcher.

const harness = officeMailHarness('notifchanges', 'booking-lifecycle-mails', lifecycleMails);
const keyring = new Keyring(DEV_PII_KEYS);
const BOAT = 'Eolo 6.40 EL Open - Alacaluf I';
const SITE = 'https://alacaluf-charter.example';
let nextId = 7_000;

const sealer = (type: BookingLifecycleEventType, subjectId: number) => (field: BookingRequestSealedField, plainText: string) =>
  keyring.seal(plainText, lifecycleSealContext(type, field, subjectId));

/** booking.changed.v1 or .cancelled.v1 as booking publishes it, about a booking confirmed from request `requestId` (or none). */
function change(
  type: typeof BOOKING_CHANGED | typeof BOOKING_CANCELLED,
  email: string,
  over: Partial<BookingChanged> & { token?: string },
) {
  const bookingId = nextId++;
  const seal = sealer(type, bookingId);
  const { token, ...rest } = over;
  return {
    bookingId,
    requestId: null,
    accessToken: token ? seal('accessToken', token) : null,
    boatId: 1,
    boatName: BOAT,
    startDate: '2027-06-13',
    endDate: '2027-06-15',
    days: 3,
    totalPrice: '390.00',
    customerName: seal('customerName', 'Mario Rossi'),
    customerEmail: seal('customerEmail', email),
    language: 'it' as const,
    status: 'confirmed' as const,
    deposit: '500.00',
    checkInTime: '09:00',
    checkOutTime: '18:00',
    sequence: 2,
    changed: ['days' as const, 'price' as const],
    before: {
      boatId: 1,
      boatName: BOAT,
      startDate: '2027-06-12',
      endDate: '2027-06-13',
      totalPrice: '300.00',
      status: 'confirmed' as const,
    },
    ...rest,
  };
}

const mailTo = (address: string) =>
  eventually(async () => (await harness.mails()).find((mail) => mail.to.some((to) => to.address === address)));

async function calendarOf(mail: CaughtMail, filename: string) {
  const calendar = new ICAL.Component(ICAL.parse(await harness.attachment(mail, filename)));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
  };
}

describe('an office change of a booking', () => {
  it('"modified" in English: what changed, the private page in English, the same UID with the next SEQUENCE; sent once', async () => {
    const email = `changed-en-${nextId}@example.test`;
    const payload = change(BOOKING_CHANGED, email, { requestId: 41, token: 'TokenTokenTokenTokenTokenToken12', language: 'en' });
    const message = await harness.publish(BOOKING_CHANGED, payload);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Booking changed – Eolo 6.40 EL Open - Alacaluf I | Alacaluf Charter');
    const text = plain(mail.text);
    expect(text).toContain(`Our office has changed your booking no. ${payload.bookingId}`);
    expect(text).toContain(
      'Dates: before from Saturday, 12 June 2027 to Sunday, 13 June 2027, now from Sunday, 13 June 2027 to Tuesday, 15 June 2027',
    );
    expect(text).toContain('Total price: before €300.00, now €390.00');
    expect(text).toContain('Pick-up: Sunday, 13 June 2027 at 09:00 (Patti time)');
    expect(text).toContain(`${SITE}/en/request/TokenTokenTokenTokenTokenToken12`);
    const file = await calendarOf(mail, 'booking.ics');
    expect(file).toMatchObject({ method: 'PUBLISH', uid: 'request-41@alacaluf-charter.example', sequence: 2, status: 'CONFIRMED' });
    expect(file.start).toContain('2027-06-13T09:00');
    // The same event again sends nothing more; no outcome is published about a booking.
    await harness.publish(BOOKING_CHANGED, payload, message.id);
    await eventually(async () => harness.handled.get(message.id) === 2);
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.map((row) => [row.recipient, row.status, row.bookingId, row.requestId])).toEqual([
      ['customer', 'sent', payload.bookingId, null],
    ]);
  });

  it('"cancelled" in Italian for a phone booking: its own UID, METHOD:CANCEL, no private page', async () => {
    const email = `cancelled-it-${nextId}@example.test`;
    const payload = change(BOOKING_CANCELLED, email, { status: 'cancelled', sequence: 1, changed: ['status'] });
    await harness.publish(BOOKING_CANCELLED, payload);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Prenotazione cancellata – Eolo 6.40 EL Open - Alacaluf I | Alacaluf Charter');
    expect(plain(mail.text)).toContain(`il nostro ufficio ha cancellato la tua prenotazione n. ${payload.bookingId}`);
    expect(mail.text).not.toContain('/richiesta/');
    const file = await calendarOf(mail, 'prenotazione.ics');
    expect(file).toMatchObject({
      method: 'CANCEL',
      uid: `booking-${payload.bookingId}@alacaluf-charter.example`,
      sequence: 1,
      status: 'CANCELLED',
    });
  });

  it('refuses for good an event whose e-mail was sealed for another booking, mailing nobody', async () => {
    const email = `tampered-${nextId}@example.test`;
    const payload = change(BOOKING_CHANGED, email, {});
    const forged = { ...payload, customerEmail: sealer(BOOKING_CHANGED, payload.bookingId + 1)('customerEmail', email) };
    const message = await harness.publish(BOOKING_CHANGED, forged);
    await eventually(async () => (harness.handled.get(message.id) ?? 0) >= 1);
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.every((row) => row.status !== 'sent')).toBe(true);
  });
});

describe('a hold that lapsed unanswered', () => {
  it('the office is told, in Italian, naming the customer, the boat and the days, with the link to the request', async () => {
    const requestId = nextId++;
    const seal = sealer(BOOKING_REQUEST_EXPIRED, requestId);
    const email = `expired-${requestId}@example.test`;
    await harness.publish(BOOKING_REQUEST_EXPIRED, {
      requestId,
      accessToken: seal('accessToken', 'ExpiredExpiredExpiredExpired1234'),
      boatId: 1,
      boatName: BOAT,
      startDate: '2027-06-12',
      endDate: '2027-06-14',
      days: 3,
      totalPrice: '750.00',
      customerName: seal('customerName', 'Lucia Bianchi'),
      customerEmail: seal('customerEmail', email),
      language: 'en',
      sequence: 1,
    });
    const subject = `Richiesta n. ${requestId} scaduta senza risposta – ${BOAT} – 12/06/2027 – 14/06/2027`;
    const [office] = await eventually(async () => {
      const found = await harness.withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(office!.to).toEqual([{ address: OFFICE, name: 'Alacaluf Charter' }]);
    const text = plain(office!.text);
    expect(text).toContain(`La richiesta n. ${requestId} di Lucia Bianchi per ${BOAT} dal sabato 12 giugno 2027 al lunedì 14 giugno 2027`);
    expect(text).toContain(`Apri la richiesta: ${SITE}/admin/richieste/${requestId}`);
    // The customer's own mail, in English, still goes.
    expect((await mailTo(email)).subject).toContain('Request expired');
  });
});
