import { lifecycleSealContext, type BookingLifecycleEventType, type BookingRequestSealedField } from '@nbp/contracts/events/booking';
import { rentalDays } from '@nbp/contracts/common';
import type { BookingRequestRow } from '../data/entities.ts';
import type { Pii, SealedCell, SealedColumn } from '../data/pii.ts';
import type { BoatName } from '../clients/catalogue.ts';

/**
 * What every lifecycle event of a request carries (contracts events/booking.ts requestFacts): the
 * customer fields and the link token are opened from the row and sealed again for this event, the
 * field and the request, so a value copied from the table or from another event does not open.
 */
export function requestFacts(row: BookingRequestRow, pii: Pii, eventType: BookingLifecycleEventType) {
  const cell = (column: SealedColumn): SealedCell => ({ table: 'booking_requests', id: row.id, column });
  const seal = (field: BookingRequestSealedField, plain: string) => pii.sealFor(plain, lifecycleSealContext(eventType, field, row.id));
  // Only requests from before holds have no token, and those never leave 'expired'.
  const token = row.accessTokenEncrypted ? pii.open(row.accessTokenEncrypted, cell('access_token_encrypted')) : '';
  return {
    requestId: row.id,
    accessToken: seal('accessToken', token),
    boatId: row.boatId,
    boatName: row.boatName,
    startDate: row.startDate,
    endDate: row.endDate,
    days: rentalDays(row.startDate, row.endDate),
    totalPrice: row.totalPrice,
    customerName: seal('customerName', pii.open(row.customerNameEncrypted, cell('customer_name_encrypted'))),
    customerEmail: seal('customerEmail', pii.open(row.customerEmailEncrypted, cell('customer_email_encrypted'))),
  };
}

/** "9:00" -> "09:00": the events say HH:MM. */
function hhmm(value: string | undefined, fallback: string): string {
  const match = value ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : fallback;
}

/** The deposit and the check-in and check-out times a confirmation quotes: the catalogue's, else the usual ones. */
export function boatTerms(boat: BoatName | undefined): { deposit: string; checkInTime: string; checkOutTime: string } {
  return {
    deposit: boat?.deposit ?? '500.00',
    checkInTime: hhmm(boat?.checkInTime, '09:00'),
    checkOutTime: hhmm(boat?.checkOutTime, '18:00'),
  };
}
