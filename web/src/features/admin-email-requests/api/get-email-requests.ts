import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { emailRequestKeys } from '../../../lib/query-keys.ts';

export const getEmailRequests = () => api.get<EmailRequest[]>('/api/admin/email-requests');

/** Refetched every 30 seconds (docs/product/screens.md#admin-requests) so new requests and delivery outcomes show up. */
export const emailRequestsQueryOptions = () =>
  queryOptions({ queryKey: emailRequestKeys.all, queryFn: getEmailRequests, refetchInterval: 30_000 });

export const useEmailRequests = () => useQuery(emailRequestsQueryOptions());
