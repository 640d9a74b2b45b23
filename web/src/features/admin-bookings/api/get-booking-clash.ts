import { useQuery } from '@tanstack/react-query';
import { isDay } from '@nbp/contracts/days';
import type { BookingClash, BookingClashQuery } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { adminBookingKeys } from '../../../lib/query-keys.ts';

/** What a booking dialog asks about: the boat and days typed, and what stands aside (the booking edited, its request). */
export interface ClashAsked {
  boatId: string | number;
  startDate: string;
  endDate: string;
  bookingId?: number;
  requestId?: number;
}

/**
 * Free or taken, before saving (docs/back-office.md#free-or-taken): asked once a boat and both days
 * are set, again whenever they change; any change of bookings asks again (same key family).
 */
export function useBookingClash({ boatId, startDate, endDate, bookingId, requestId }: ClashAsked) {
  const id = Number.parseInt(String(boatId), 10);
  const ready = Number.isInteger(id) && id > 0 && isDay(startDate) && isDay(endDate) && endDate >= startDate;
  const query: BookingClashQuery = { boatId: id, startDate, endDate, bookingId, requestId };
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return useQuery({
    queryKey: [...adminBookingKeys.all, 'clash', query] as const,
    queryFn: () => api.get<BookingClash>(`/api/admin/bookings/clash?${search.toString()}`),
    enabled: ready,
    staleTime: 0,
  });
}
