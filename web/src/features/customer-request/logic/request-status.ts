import type { CustomerRequestView, RequestStatus } from '@nbp/contracts/http/booking';
import type { MessageId } from '../../../i18n/i18n.tsx';

/**
 * Where the rental stands as the customer's page says it (docs/request-lifecycle.md#the-customers-link):
 * the booking's state once a booking was made from the request, else the request's own.
 */
export type RentalState = RequestStatus | 'bookingPending' | 'bookingCancelled';

export function rentalState(view: Pick<CustomerRequestView, 'status' | 'bookingStatus'>): RentalState {
  if (view.bookingStatus === 'confirmed') return 'confirmed';
  if (view.bookingStatus === 'pending') return 'bookingPending';
  if (view.bookingStatus === 'cancelled') return 'bookingCancelled';
  return view.status;
}

/** The page's heading: 'In attesa di conferma' while pending, 'Richiesta confermata', 'Prenotazione annullata', ... */
export const STATE_HEADING: Record<RentalState, MessageId> = {
  pending: 'request.state.pending',
  confirmed: 'request.state.confirmed',
  declined: 'request.state.declined',
  expired: 'request.state.expired',
  cancelled: 'request.state.cancelled',
  bookingPending: 'request.state.bookingPending',
  bookingCancelled: 'request.state.bookingCancelled',
};

/** Only a request still waiting for the office, with no booking yet, can be withdrawn from the page. */
export function canCancel(view: Pick<CustomerRequestView, 'status' | 'bookingStatus'>): boolean {
  return view.status === 'pending' && view.bookingStatus === null;
}

/** A rental that ended without going out: the customer may ask again. */
export function canAskAgain(state: RentalState): boolean {
  return state === 'expired' || state === 'declined' || state === 'cancelled' || state === 'bookingCancelled';
}

/** A rental still ahead: the page says where and when to board, and what to bring. */
export function isAhead(state: RentalState): boolean {
  return state === 'pending' || state === 'confirmed' || state === 'bookingPending';
}

/** The boat page, with the same days preselected when they are still free (written the Italian way, shown in the page's language). */
export function askAgainPath(view: { boatId: number; startDate: string; endDate: string }): string {
  const query = new URLSearchParams({ start: view.startDate.slice(0, 10), end: view.endDate.slice(0, 10) });
  return `/boat/${view.boatId}?${query}#prenota`;
}
