import type { BookingFormValues } from './booking-form.ts';
import { parsePrice } from './price.ts';

/** The box of the edit dialog and of the cancellation's question (docs/back-office.md#telling-the-customer). */
export const NOTIFY_LABEL = 'Avvisa il cliente via email';

/**
 * Whether the edit changes what the customer sees of the booking: its days, boat, price or state
 * (docs/request-lifecycle.md#office-changes). Notes and contact data alone are not.
 */
export function customerVisibleChange(initial: BookingFormValues, values: BookingFormValues): boolean {
  return (
    values.startDate !== initial.startDate ||
    values.endDate !== initial.endDate ||
    values.boatId !== initial.boatId ||
    values.status !== initial.status ||
    parsePrice(values.totalPrice) !== parsePrice(initial.totalPrice)
  );
}
