import { TabBadge } from '../../../components/admin/tab-badge.tsx';
import { useBookingRequests } from '../api/get-booking-requests.ts';
import { pendingCount } from '../logic/request-state.ts';

/**
 * 'Richieste Email' and, when some wait for an answer, their number in a badge read as
 * '2 in attesa' (docs/back-office.md#live-lists). It follows the requests list, which is refetched
 * every few seconds, so a new request shows here without a reload.
 */
export function RequestsTabLabel() {
  const requests = useBookingRequests();
  const pending = pendingCount(requests.data ?? []);
  return <TabBadge label="Richieste Email" count={pending} title={`${pending} richieste in attesa`} spoken={`${pending} in attesa`} />;
}
