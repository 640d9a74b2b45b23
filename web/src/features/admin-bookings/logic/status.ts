import { BOOKING_STATUS_LABELS, type BookingStatus } from '@nbp/contracts/http/booking';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const STATUS_OPTIONS: BookingStatus[] = ['pending', 'confirmed', 'cancelled'];

/**
 * Badge styles (docs/product/screens.md#admin-bookings): confirmed default, pending secondary, cancelled destructive,
 * anything else outlined.
 */
export function statusBadge(status: string): { variant: BadgeVariant; label: string } {
  switch (status) {
    case 'confirmed':
      return { variant: 'default', label: BOOKING_STATUS_LABELS.confirmed };
    case 'pending':
      return { variant: 'secondary', label: BOOKING_STATUS_LABELS.pending };
    case 'cancelled':
      return { variant: 'destructive', label: BOOKING_STATUS_LABELS.cancelled };
    default:
      return { variant: 'outline', label: status };
  }
}
