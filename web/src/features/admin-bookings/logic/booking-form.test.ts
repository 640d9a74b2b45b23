import { describe, expect, it } from 'vitest';
import { adminBookingCreate, adminBookingUpdate } from '@nbp/contracts/http/booking';
import { aBookingRequest } from '../../../test/fixtures.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  EMPTY_BOOKING_FORM,
  INVALID_BOOKING_TEXT,
  REQUIRED_MESSAGE,
  bookingCreateForm,
  bookingUpdateForm,
  createErrorText,
  createFormDirty,
  createPayload,
  updatePayload,
  valuesFromRequest,
} from './booking-form.ts';

const filled = {
  ...EMPTY_BOOKING_FORM,
  boatId: '3',
  customerName: ' Maria Rossi ',
  customerEmail: 'maria@example.com',
  customerPhone: '+39 333 1234567',
  startDate: '2027-07-01',
  endDate: '2027-07-03',
};

/** The fields a schema refused, with their messages. */
const refused = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the required fields', () => {
  it('marks every required field left blank, and only those; the e-mail is not one (a phone booking)', () => {
    const form = bookingCreateForm();
    expect(refused(form.safeParse({ ...EMPTY_BOOKING_FORM, sendConfirmation: false }))).toEqual({
      boatId: REQUIRED_MESSAGE,
      customerName: REQUIRED_MESSAGE,
      customerPhone: REQUIRED_MESSAGE,
      startDate: REQUIRED_MESSAGE,
      endDate: REQUIRED_MESSAGE,
    });
    expect(refused(form.safeParse({ ...filled, customerEmail: '', sendConfirmation: false }))).toEqual({});
    // A blank phone is all that is said, even beside an e-mail the contract refuses.
    expect(refused(bookingUpdateForm.safeParse({ ...filled, customerEmail: 'no', customerPhone: '   ' }))).toEqual({
      customerPhone: REQUIRED_MESSAGE,
    });
  });
});

describe('createPayload', () => {
  it('sends boatId as an integer, extras empty, price 0 by default, status pending', () => {
    const payload = createPayload(filled);
    expect(payload).toMatchObject({ boatId: 3, customerName: 'Maria Rossi', selectedExtras: [], totalPrice: 0, status: 'pending' });
    expect(adminBookingCreate.safeParse(payload).success).toBe(true);
  });

  it('asks for the confirmation mail only with an e-mail', () => {
    expect(createPayload(filled, true).sendConfirmation).toBe(true);
    expect(createPayload(filled).sendConfirmation).toBe(false);
    const phoneOnly = createPayload({ ...filled, customerEmail: ' ' }, true);
    expect(phoneOnly).toMatchObject({ customerEmail: '', sendConfirmation: false });
    expect(adminBookingCreate.safeParse(phoneOnly).success).toBe(true);
  });
});

describe('updatePayload', () => {
  it('parses the price and gives 0 when it cannot', () => {
    expect(updatePayload({ ...filled, totalPrice: '1.250,50' }).totalPrice).toBe(1250.5);
    expect(updatePayload({ ...filled, totalPrice: 'gratis' }).totalPrice).toBe(0);
    expect(adminBookingUpdate.safeParse(updatePayload(filled)).success).toBe(true);
  });
});

describe('valuesFromRequest', () => {
  it('prefills every field of the request, pending', () => {
    const request = aBookingRequest({
      id: 9,
      boatId: 2,
      boatName: 'Alacaluf II',
      customerName: 'Luca',
      customerEmail: 'luca@example.com',
      startDate: '2027-08-10',
      endDate: '2027-08-12',
      totalPrice: '900.00',
    });
    expect(valuesFromRequest(request)).toEqual({
      boatId: '2',
      customerName: 'Luca',
      customerEmail: 'luca@example.com',
      customerPhone: '3331234567',
      startDate: '2027-08-10',
      endDate: '2027-08-12',
      totalPrice: '900.00',
      status: 'pending',
      notes: '',
    });
  });
});

describe('the contract check', () => {
  it("puts the contract's messages on the fields they name, and gives the request built as it is sent", () => {
    expect(
      refused(bookingCreateForm().safeParse({ ...filled, customerEmail: 'no', endDate: '2027-06-01', sendConfirmation: false })),
    ).toEqual({
      customerEmail: 'Email non valida',
      endDate: 'La data di fine deve essere uguale o successiva alla data di inizio.',
    });
    expect(bookingCreateForm(42).parse({ ...filled, notes: '', sendConfirmation: true })).toEqual({
      ...createPayload(filled, true),
      requestId: 42,
    });
    expect(bookingUpdateForm.parse({ ...filled, totalPrice: 'gratis' })).toEqual(updatePayload({ ...filled, totalPrice: 'gratis' }));
  });
});

describe('createFormDirty', () => {
  const values = { ...filled, sendConfirmation: false };
  it('counts a typed price and the confirmation box, not the list price filling the total', () => {
    expect(createFormDirty(values, filled, false)).toBe(false);
    expect(createFormDirty({ ...values, totalPrice: '540.00' }, filled, false)).toBe(false);
    expect(createFormDirty({ ...values, totalPrice: '540.00' }, filled, true)).toBe(true);
    expect(createFormDirty({ ...values, sendConfirmation: true }, filled, false)).toBe(true);
    expect(createFormDirty({ ...values, notes: 'x' }, filled, false)).toBe(true);
  });
});

describe('createErrorText', () => {
  it("maps the server's code 'Invalid booking data' to the Italian text, whatever the message", () => {
    const body = JSON.stringify({ error: 'Invalid booking data', message: 'Email non valida', issues: [] });
    expect(createErrorText(new ApiError(400, body, 'Bad Request'))).toBe(INVALID_BOOKING_TEXT);
  });

  it('keeps what the server said when it gave no readable message', () => {
    expect(createErrorText(new ApiError(500, 'boom', 'Internal Server Error'))).toBe('500: boom');
    expect(createErrorText(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
  });

  it("replaces 'Invalid booking data' with the Italian text", () => {
    expect(createErrorText(new ApiError(400, '{"message":"Invalid booking data"}', 'Bad Request'))).toBe(INVALID_BOOKING_TEXT);
    expect(createErrorText(new Error('400: Invalid booking data'))).toBe(INVALID_BOOKING_TEXT);
  });

  it("shows the server's message, e.g. the overlap", () => {
    const body = JSON.stringify({ error: 'conflict', message: 'Le date si sovrappongono a una prenotazione confermata per questa barca.' });
    expect(createErrorText(new ApiError(409, body, 'Conflict'))).toBe(
      'Le date si sovrappongono a una prenotazione confermata per questa barca.',
    );
  });

  it('falls back to a generic text', () => {
    expect(createErrorText(new TypeError('Failed to fetch'))).toBe('Impossibile creare la prenotazione. Riprova.');
  });
});
