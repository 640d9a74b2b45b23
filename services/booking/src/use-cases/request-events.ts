import { lifecycleSealContext, type BookingLifecycleEventType, type BookingRequestSealedField } from '@nbp/contracts/events/booking';
import { rentalDays } from '@nbp/contracts/common';
import type { BookingRequestRow } from '../data/entities.ts';
import { cellsOf, type Pii } from '../data/pii.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { requestLanguage } from '../domain/language.ts';

/**
 * The rental an event about a request describes when it is not the request's own: a request
 * confirmed with changes is confirmed with the booking's boat, days, price and customer
 * (docs/request-lifecycle.md#confirm).
 */
export interface RentalOverride {
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
  customerName: string;
  customerEmail: string;
}

/**
 * What every lifecycle event of a request carries (contracts events/booking.ts requestFacts): the
 * customer fields and the link token are opened from the row and sealed again for this event, the
 * field and the request, so a value copied from the table or from another event does not open.
 * With `rental`, the rental's facts are those instead of the row's; the link and the language stay
 * the request's (docs/languages.md).
 */
export function requestFacts(row: BookingRequestRow, pii: Pii, eventType: BookingLifecycleEventType, rental?: RentalOverride) {
  const cell = cellsOf('booking_requests', row.id);
  const seal = (field: BookingRequestSealedField, plain: string) => pii.sealFor(plain, lifecycleSealContext(eventType, field, row.id));
  // Only requests from before holds have no token, and those never leave 'expired'.
  const token = row.accessTokenEncrypted ? pii.open(row.accessTokenEncrypted, cell('access_token_encrypted')) : '';
  const facts = rental ?? {
    boatId: row.boatId,
    boatName: row.boatName,
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPrice,
    customerName: pii.open(row.customerNameEncrypted, cell('customer_name_encrypted')),
    customerEmail: pii.open(row.customerEmailEncrypted, cell('customer_email_encrypted')),
  };
  return {
    requestId: row.id,
    accessToken: seal('accessToken', token),
    boatId: facts.boatId,
    boatName: facts.boatName,
    startDate: facts.startDate,
    endDate: facts.endDate,
    days: rentalDays(facts.startDate, facts.endDate),
    totalPrice: facts.totalPrice,
    customerName: seal('customerName', facts.customerName),
    customerEmail: seal('customerEmail', facts.customerEmail),
    language: requestLanguage(row),
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
