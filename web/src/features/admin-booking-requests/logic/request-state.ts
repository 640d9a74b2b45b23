import { REQUEST_STATUS_LABELS, type RequestStatus } from '@nbp/contracts/http/booking';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

const VARIANTS: Record<RequestStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'destructive',
  expired: 'secondary',
  cancelled: 'outline',
};

/** The state badge of a request card. */
export function statusBadge(status: RequestStatus): { label: string; variant: BadgeVariant } {
  return { label: REQUEST_STATUS_LABELS[status], variant: VARIANTS[status] };
}

/**
 * How long a pending request still holds its days (docs/request-lifecycle.md#holds): 'scade tra 5 h 20 min',
 * 'scade tra 12 min'; whole minutes, rounded down. Past the hold (the service has not expired it yet):
 * 'tempo scaduto'.
 */
export function timeLeftText(holdUntil: string, now: Date): string {
  const minutes = Math.floor((Date.parse(holdUntil) - now.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 0) return 'tempo scaduto';
  if (minutes < 1) return 'scade tra meno di un minuto';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `scade tra ${rest} min`;
  return rest === 0 ? `scade tra ${hours} h` : `scade tra ${hours} h ${rest} min`;
}
