import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The default query function fetches the query key joined as a URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(queryKey.join('/'));

/** Spec section 9: no refetch interval, none on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
