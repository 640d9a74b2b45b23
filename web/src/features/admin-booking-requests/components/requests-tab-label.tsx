import { TabBadge } from '../../../components/admin/tab-badge.tsx';
import { usePendingCount } from '../api/get-booking-requests.ts';

/**
 * 'Richieste Email' and, when some wait for an answer, their number in a badge read as
 * '2 in attesa' (docs/back-office.md#live-lists). It is the to-do list's own count, refetched every
 * few seconds, so a new request shows here without a reload, and the panel says the same number.
 */
export function RequestsTabLabel() {
  const pending = usePendingCount() ?? 0;
  return <TabBadge label="Richieste Email" count={pending} title={`${pending} richieste in attesa`} spoken={`${pending} in attesa`} />;
}
