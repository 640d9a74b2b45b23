import { z } from 'zod';

/**
 * A field encrypted with the PII keyring: `v2:<keyId>:<iv>:<tag>:<ciphertext>` in base64url (the
 * older `<keyId>:<iv>:<tag>:<ciphertext>` is still accepted from events published before it).
 */
export const sealed = z.string().regex(/^(?:v2:)?[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);

export type BookingRequestSealedField = 'customerName' | 'customerEmail' | 'customerPhone' | 'notes';

/**
 * What a sealed field of booking.request.received.v1 is bound to: the event, the field and the
 * request. Booking seals each field anew for the event with it, and notification opens with it, so
 * a value moved to another field or another request's event does not open.
 */
export function bookingRequestSealContext(field: BookingRequestSealedField, requestId: number): string {
  return `${BOOKING_REQUEST_RECEIVED}.${field}#${requestId}`;
}

/** booking.request.received.v1: customer fields travel sealed, so no queue holds readable personal data. */
export const bookingRequestReceived = z.object({
  requestId: z.number().int(),
  boatId: z.number().int(),
  boatName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  totalPrice: z.string(),
  deposit: z.string(),
  customerName: sealed,
  customerEmail: sealed,
  customerPhone: sealed,
  notes: sealed.nullable(),
});
export type BookingRequestReceived = z.infer<typeof bookingRequestReceived>;
export const BOOKING_REQUEST_RECEIVED = 'booking.request.received.v1';
