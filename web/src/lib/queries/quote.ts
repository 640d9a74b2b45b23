import { queryOptions } from '@tanstack/react-query';
import type { Quote } from '@nbp/contracts/http/pricing';
import { api } from '../api-client.ts';
import { quoteKeys } from '../query-keys.ts';

export interface QuoteParams {
  boatId: number;
  startDate: string;
  endDate: string;
}

/**
 * The one price every client shows: computed by the pricing service, never in the browser. Read by
 * the booking card and by the admin's new-booking dialog (one cache entry per boat and days).
 */
export async function getQuote({ boatId, startDate, endDate }: QuoteParams): Promise<Quote> {
  try {
    return await api.read(`/api/pricing/boat/${boatId}/${startDate}/${endDate}`, () =>
      import('@nbp/contracts/http/pricing').then((contracts) => contracts.quote),
    );
  } catch (error) {
    throw new Error('Failed to fetch pricing', { cause: error });
  }
}

export const quoteQueryOptions = (params: QuoteParams) =>
  queryOptions({ queryKey: quoteKeys.quote(params.boatId, params.startDate, params.endDate), queryFn: () => getQuote(params) });
