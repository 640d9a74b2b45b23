import type { Control } from 'react-hook-form';
import { z } from 'zod';
import {
  INVALID_BOOKING_DATA,
  adminBookingCreate,
  adminBookingUpdate,
  type AdminBookingCreate,
  type AdminBookingUpdate,
  type Booking,
  type BookingStatus,
  type BookingRequest,
} from '@nbp/contracts/http/booking';
import { ApiError, errorDetail } from '../../../lib/api-client.ts';
import { checkedBy } from '../../../lib/contract-form.ts';
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

/**
 * The create and edit forms hold a few fields more than the ones they share (BookingFormFields);
 * the shared fields read and write only theirs, through this view of the form's control.
 */
export const sharedFieldsControl = <V extends BookingFormValues, C, T>(control: Control<V, C, T>) =>
  control as unknown as Control<BookingFormValues>;

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

export const REQUIRED_MESSAGE = 'Campo obbligatorio';

// No e-mail among them: a phone number is enough to book by phone (docs/request-lifecycle.md#phone-bookings).
const required = z.string().refine((value) => value.trim() !== '', REQUIRED_MESSAGE);

/**
 * The dialogs' first check: a required field left blank is 'Campo obbligatorio' (and the 'Campi
 * mancanti' toast); only when none is blank is the request built and checked with the contract.
 */
const bookingText = z.object({
  boatId: required,
  customerName: required,
  customerEmail: z.string(),
  customerPhone: required,
  startDate: required,
  endDate: required,
  totalPrice: z.string(),
  status: z.custom<BookingStatus>(),
  notes: z.string(),
});

/** What the create dialog holds: the booking's fields and the confirmation mail's box. */
export type CreateFormValues = BookingFormValues & { sendConfirmation: boolean };

/** The create dialog's schema: POST /api/admin/bookings built from the fields, checked with `adminBookingCreate`. */
export const bookingCreateForm = (requestId?: number) =>
  bookingText.extend({ sendConfirmation: z.boolean() }).pipe(
    checkedBy(adminBookingCreate, (values: CreateFormValues) => ({
      ...createPayload(values, values.sendConfirmation),
      ...(requestId === undefined ? {} : { requestId }),
    })),
  );

/** The edit dialog's schema: PATCH /api/admin/bookings/:id built from the fields, checked with `adminBookingUpdate`. */
export const bookingUpdateForm = bookingText.pipe(checkedBy(adminBookingUpdate, updatePayload));

/**
 * Whether the create dialog holds typed changes: the list price filling the total by itself is not
 * the admin's change, a price they typed is (docs/back-office.md#safe-changes).
 */
export function createFormDirty(values: CreateFormValues, initial: BookingFormValues, priceTyped: boolean): boolean {
  const fields = Object.keys(initial) as BookingField[];
  return (
    fields.some((field) => field !== 'totalPrice' && values[field] !== initial[field]) ||
    (priceTyped && values.totalPrice !== initial.totalPrice) ||
    values.sendConfirmation
  );
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
