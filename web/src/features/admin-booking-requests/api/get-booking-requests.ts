import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';

export const getBookingRequests = () => api.get<BookingRequest[]>('/api/admin/email-requests');

/** Refetched every 30 seconds (docs/product/screens.md#admin-requests) so new requests and delivery outcomes show up. */
export const bookingRequestsQueryOptions = () =>
  queryOptions({ queryKey: bookingRequestKeys.all, queryFn: getBookingRequests, refetchInterval: 30_000 });

export const useBookingRequests = () => useQuery(bookingRequestsQueryOptions());
