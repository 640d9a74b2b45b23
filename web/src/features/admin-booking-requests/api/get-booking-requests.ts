import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';
import { ADMIN_REFETCH_MS } from '../../../lib/admin-live.ts';

export const getBookingRequests = () => api.get<BookingRequest[]>('/api/admin/email-requests');

/**
 * Refetched every 5 seconds while the page is visible (docs/back-office.md#live-lists) so new requests,
 * their count on the tab and delivery outcomes show up without a reload.
 */
export const bookingRequestsQueryOptions = () =>
  queryOptions({ queryKey: bookingRequestKeys.all, queryFn: getBookingRequests, refetchInterval: ADMIN_REFETCH_MS });

export const useBookingRequests = () => useQuery(bookingRequestsQueryOptions());
