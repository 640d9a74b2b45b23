import { describe, expect, it } from 'vitest';
import { adminBookingCreate, adminBookingUpdate, type BookingRequest } from '@nbp/contracts/http/booking';
import { ApiError } from '../../../lib/api-client.ts';
import {
  EMPTY_BOOKING_FORM,
  INVALID_BOOKING_TEXT,
  createErrorText,
  createPayload,
  fieldErrors,
  missingFields,
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

describe('missingFields', () => {
  it('lists every required field left blank; the e-mail is not one (a phone booking)', () => {
    expect(missingFields(EMPTY_BOOKING_FORM)).toEqual(['boatId', 'customerName', 'customerPhone', 'startDate', 'endDate']);
    expect(missingFields({ ...filled, customerEmail: '' })).toEqual([]);
    expect(missingFields({ ...filled, customerPhone: '   ' })).toEqual(['customerPhone']);
    expect(missingFields(filled)).toEqual([]);
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
    const request: BookingRequest = {
      id: 9,
      status: 'pending',
      holdUntil: '2027-05-02T10:00:00Z',
      holdsDays: true,
      bookingId: null,
      declineReason: null,
      decidedAt: null,
      boatId: 2,
      boatName: 'Alacaluf II',
      customerName: 'Luca',
      customerEmail: 'luca@example.com',
      customerPhone: '3331234567',
      startDate: '2027-08-10',
      endDate: '2027-08-12',
      totalPrice: '900.00',
      notes: null,
      emailStatus: 'sent',
      adminEmailSent: true,
      customerEmailSent: true,
      customerEmailSkipReason: null,
      isArchived: false,
      archivedAt: null,
      createdAt: '2027-05-01T10:00:00Z',
    };
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

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const result = adminBookingCreate.safeParse({ ...createPayload(filled), customerEmail: 'no', endDate: '2027-06-01' });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = fieldErrors(result.error.issues);
      expect(errors.customerEmail).toBe('Email non valida');
      expect(errors.endDate).toBe('La data di fine deve essere uguale o successiva alla data di inizio.');
    }
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
