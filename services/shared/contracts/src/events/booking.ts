import { z } from 'zod';

/** A field encrypted with the PII keyring: `<keyId>:<iv>:<tag>:<ciphertext>` in base64url. */
export const sealed = z.string().regex(/^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);

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
