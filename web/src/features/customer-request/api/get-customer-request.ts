import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { customerRequestKeys } from '../../../lib/query-keys.ts';

export const getCustomerRequest = (token: string) =>
  api.get<CustomerRequestView>(`/api/email-bookings/by-token/${encodeURIComponent(token)}`);

/**
 * The customer's own page follows a request the office may answer at any moment: unlike the other
 * public pages it is read again when the visitor comes back to the tab (docs/request-lifecycle.md#the-customers-link).
 */
export const customerRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: customerRequestKeys.byToken(token),
    queryFn: () => getCustomerRequest(token),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useCustomerRequest = (token: string) => useQuery(customerRequestQueryOptions(token));
