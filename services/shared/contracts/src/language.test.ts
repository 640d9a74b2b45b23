import { describe, expect, it } from 'vitest';
import { adminBookingCreate, bookingRequestInput } from './http/booking.ts';
import { bookingConfirmed, bookingRequestExpired, bookingRequestReceived } from './events/booking.ts';
import { LANGUAGE_MESSAGE } from './language.ts';

const request = {
  boatId: 1,
  customerName: 'Mario Rossi',
  customerEmail: 'mario.rossi@example.com',
  customerPhone: '+39 333 1234567',
  startDate: '2027-06-12',
  endDate: '2027-06-14',
};
const SEALED = 'v2:k1:aaaa:bbbb:cccc';
const rental = {
  boatId: 1,
  boatName: 'Eolo',
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  days: 3,
  totalPrice: '1250.00',
  customerName: SEALED,
  customerEmail: SEALED,
};

describe('the language of a booking request (docs/languages.md)', () => {
  it("defaults to 'it' and takes 'en'", () => {
    expect(bookingRequestInput.parse(request).language).toBe('it');
    expect(bookingRequestInput.parse({ ...request, language: 'en' }).language).toBe('en');
    expect(bookingRequestInput.parse({ ...request, language: 'it' }).language).toBe('it');
  });

  it('refuses anything else with the Italian message', () => {
    for (const value of ['fr', 'EN', 'en-GB', '', null, 1, ['en']]) {
      const result = bookingRequestInput.safeParse({ ...request, language: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['language'], message: LANGUAGE_MESSAGE })]);
    }
  });

  it("is optional on the admin booking, and absent there when not given (the request's, or 'it', applies)", () => {
    const admin = { boatId: 1, customerName: 'Anna', customerPhone: '+39 333 1234567', startDate: '2027-06-12', endDate: '2027-06-12' };
    expect(adminBookingCreate.parse(admin).language).toBeUndefined();
    expect(adminBookingCreate.parse({ ...admin, language: 'en' }).language).toBe('en');
    expect(adminBookingCreate.safeParse({ ...admin, language: 'de' }).error?.issues[0]?.message).toBe(LANGUAGE_MESSAGE);
  });
});

describe('the language in the events', () => {
  it('reads an event from before languages as Italian, so an old message in the queue still mails', () => {
    const old = { requestId: 1, ...rental, deposit: '500.00', customerPhone: SEALED, notes: null };
    expect(bookingRequestReceived.parse(old).language).toBe('it');
    expect(bookingRequestExpired.parse({ requestId: 1, accessToken: SEALED, ...rental, sequence: 1 }).language).toBe('it');
    expect(bookingConfirmed.parse({ bookingId: 1, ...rental, deposit: '500.00', sequence: 0 }).language).toBe('it');
  });

  it('carries the language given, and reads one it does not know as Italian rather than refusing the mail', () => {
    expect(bookingConfirmed.parse({ bookingId: 1, ...rental, deposit: '500.00', sequence: 0, language: 'en' }).language).toBe('en');
    expect(bookingConfirmed.parse({ bookingId: 1, ...rental, deposit: '500.00', sequence: 0, language: 'xx' }).language).toBe('it');
  });
});
