import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export const EMAIL_REQUESTS_KEY = ['/api/admin/email-requests'] as const;

export const getEmailRequests = () => api.get<EmailRequest[]>('/api/admin/email-requests');

/** Refetched every 30 seconds (docs/product/screens.md#admin-requests) so new requests and delivery outcomes show up. */
export const emailRequestsQueryOptions = () =>
  queryOptions({ queryKey: EMAIL_REQUESTS_KEY, queryFn: getEmailRequests, refetchInterval: 30_000 });

export const useEmailRequests = () => useQuery(emailRequestsQueryOptions());
