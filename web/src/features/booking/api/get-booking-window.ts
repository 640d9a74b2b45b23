import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWindow } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** The booking service's same-day cut-off hour and horizon (docs/booking-card.md). */
export const getBookingWindow = (): Promise<BookingWindow> =>
  api.read('/api/email-bookings/window', () => import('@nbp/contracts/http/booking').then((contracts) => contracts.bookingWindow));

export const bookingWindowQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.window, queryFn: getBookingWindow, staleTime: 5 * 60_000 });

export const useBookingWindow = () => useQuery(bookingWindowQueryOptions());
