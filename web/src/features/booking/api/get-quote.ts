import { useQuery } from '@tanstack/react-query';
import { quoteQueryOptions, type QuoteParams } from '../../../lib/queries/quote.ts';

export const useQuote = (params: QuoteParams | null) =>
  useQuery({ ...quoteQueryOptions(params ?? { boatId: 0, startDate: '', endDate: '' }), enabled: params !== null });
