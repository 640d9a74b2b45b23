import { REQUEST_STATUS_LABELS, type RequestStatus } from '@nbp/contracts/http/booking';

/** The page's heading: 'In attesa di conferma' while pending, else 'Richiesta confermata', 'Richiesta scaduta', ... */
export function statusHeading(status: RequestStatus): string {
  const label = REQUEST_STATUS_LABELS[status];
  return status === 'pending' ? label : `Richiesta ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** A request that ended without a booking: the customer may ask again. */
export function canAskAgain(status: RequestStatus): boolean {
  return status === 'expired' || status === 'declined' || status === 'cancelled';
}

/** The boat page, with the same days preselected when they are still free (docs/request-lifecycle.md#the-customers-link). */
export function askAgainPath(view: { boatId: number; startDate: string; endDate: string }): string {
  const query = new URLSearchParams({ start: view.startDate.slice(0, 10), end: view.endDate.slice(0, 10) });
  return `/boat/${view.boatId}?${query}#prenota`;
}
