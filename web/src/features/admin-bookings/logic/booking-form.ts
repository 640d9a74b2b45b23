import {
  INVALID_BOOKING_DATA,
  type AdminBookingCreate,
  type AdminBookingUpdate,
  type Booking,
  type BookingStatus,
  type BookingRequest,
} from '@nbp/contracts/http/booking';
import { ApiError, errorDetail } from '../../../lib/api-client.ts';
import { parsePrice } from './price.ts';

/** What the create and edit dialogs hold: every field as the text its input shows. */
export interface BookingFormValues {
  boatId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
  status: BookingStatus;
  notes: string;
}
export type BookingField = keyof BookingFormValues;

/** The create dialog starts empty, with price '0' and status pending (docs/product/booking-rules.md#admin-bookings). */
export const EMPTY_BOOKING_FORM: BookingFormValues = {
  boatId: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  startDate: '',
  endDate: '',
  totalPrice: '0',
  status: 'pending',
  notes: '',
};

// No e-mail among them: a phone number is enough to book by phone (docs/request-lifecycle.md#phone-bookings).
const REQUIRED: BookingField[] = ['boatId', 'customerName', 'customerPhone', 'startDate', 'endDate'];

/** The required fields left blank: any one of them means the 'Campi mancanti' toast. */
export function missingFields(values: BookingFormValues): BookingField[] {
  return REQUIRED.filter((field) => values[field].trim() === '');
}

/**
 * POST /api/admin/bookings: boatId as an integer, extras empty; `sendConfirmation` mails the customer
 * the confirmation, only ever asked for with an e-mail.
 */
export function createPayload(values: BookingFormValues, sendConfirmation = false): AdminBookingCreate {
  return {
    boatId: Number.parseInt(values.boatId, 10),
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerPhone: values.customerPhone.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    selectedExtras: [],
    totalPrice: parsePrice(values.totalPrice.trim() === '' ? '0' : values.totalPrice),
    status: values.status,
    notes: values.notes.trim(),
    sendConfirmation: sendConfirmation && values.customerEmail.trim() !== '',
  };
}

/** PATCH /api/admin/bookings/:id with every field; the price 0 when it cannot be read. */
export function updatePayload(values: BookingFormValues): AdminBookingUpdate {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerPhone: values.customerPhone.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    status: values.status,
    totalPrice: parsePrice(values.totalPrice),
    notes: values.notes.trim(),
  };
}

function asStatus(value: string): BookingStatus {
  return value === 'confirmed' || value === 'cancelled' ? value : 'pending';
}

export function valuesFromBooking(booking: Booking): BookingFormValues {
  return {
    boatId: String(booking.boatId),
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    startDate: booking.startDate.slice(0, 10),
    endDate: booking.endDate.slice(0, 10),
    totalPrice: booking.totalPrice,
    status: asStatus(booking.status),
    notes: booking.notes ?? '',
  };
}

/** A booking request turned into a booking: everything the customer sent, still pending. */
export function valuesFromRequest(request: BookingRequest): BookingFormValues {
  return {
    boatId: String(request.boatId),
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerPhone: request.customerPhone,
    startDate: request.startDate.slice(0, 10),
    endDate: request.endDate.slice(0, 10),
    totalPrice: request.totalPrice,
    status: 'pending',
    notes: request.notes ?? '',
  };
}

/** The first message per field of a failed contract check, keyed by form field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<BookingField, string>> {
  const errors: Partial<Record<BookingField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as BookingField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const INVALID_BOOKING_TEXT = 'Dati prenotazione non validi. Controlla tutti i campi.';

/**
 * The text of the 'Errore nella creazione' toast: the fixed text for a refusal the booking service
 * names 'Invalid booking data' (its code, or the words in a message), else what the server said.
 */
export function createErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === INVALID_BOOKING_DATA) return INVALID_BOOKING_TEXT;
  const raw = error instanceof Error ? error.message : String(error);
  if (raw.includes(INVALID_BOOKING_DATA)) return INVALID_BOOKING_TEXT;
  return errorDetail(error, 'Impossibile creare la prenotazione. Riprova.');
}
