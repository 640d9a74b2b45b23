import { BOOKING_STATUS_LABELS, type BookingStatus } from '@nbp/contracts/http/booking';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const STATUS_OPTIONS: BookingStatus[] = ['pending', 'confirmed', 'cancelled'];
/** The statuses as the selects offer them, with their Italian names. */
export const STATUS_CHOICES = STATUS_OPTIONS.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }));

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

/** How long the 'Annulla' of a cancellation stays offered (docs/back-office.md#safe-changes). */
export const UNDO_MS = 10_000;

/** A change that cancels a booking: asked first, then undoable (docs/back-office.md#safe-changes). */
export function isCancellation(from: string, to: string): boolean {
  return to === 'cancelled' && from !== 'cancelled';
}
