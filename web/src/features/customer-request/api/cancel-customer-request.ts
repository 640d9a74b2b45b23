import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, customerRequestKeys } from '../../../lib/query-keys.ts';

export const cancelCustomerRequest = (token: string): Promise<CustomerRequestView> =>
  api.send(`/api/email-bookings/by-token/${encodeURIComponent(token)}/cancel`, {}, () =>
    import('@nbp/contracts/http/booking').then((contracts) => contracts.customerRequestView),
  );

/** 'Annulla richiesta': the answer is the request's new state, shown at once; its days are free again. */
export function useCancelCustomerRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCustomerRequest(token),
    onSuccess: (view) => {
      queryClient.setQueryData(customerRequestKeys.byToken(token), view);
      // The boat's calendar showed these days as held.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.calendarBookings });
    },
  });
}
