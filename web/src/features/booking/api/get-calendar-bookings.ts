import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarBooking } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

/** A failed call must not lock the calendar: it reads as "no confirmed bookings" (docs/product/screens.md#data-loading). */
export async function getCalendarBookings(boatId: number): Promise<CalendarBooking[]> {
  try {
    return await api.get<CalendarBooking[]>(`/api/bookings?boatId=${boatId}&status=confirmed`);
  } catch {
    return [];
  }
}

export const calendarBookingsQueryOptions = (boatId: number) =>
  queryOptions({
    queryKey: bookingKeys.confirmedOf(boatId),
    meta: LIVE,
    queryFn: () => getCalendarBookings(boatId),
    staleTime: 30_000,
    gcTime: 30_000,
  });

export const useCalendarBookings = (boatId: number) => useQuery(calendarBookingsQueryOptions(boatId));
