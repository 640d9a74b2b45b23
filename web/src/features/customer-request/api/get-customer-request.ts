import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { customerRequestKeys } from '../../../lib/query-keys.ts';

const viewContract = () => import('@nbp/contracts/http/booking').then((contracts) => contracts.customerRequestView);

/** Read with its contract (docs/web.md#answers-checked): an answer that does not fit shows as a page that could not load. */
export const getCustomerRequest = (token: string): Promise<CustomerRequestView> =>
  api.read(`/api/email-bookings/by-token/${encodeURIComponent(token)}`, viewContract);

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
