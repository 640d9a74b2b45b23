import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The default query function fetches the query key joined as a URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(queryKey.join('/'));

/**
 * docs/product/screens.md#data-loading: no refetch interval, none on focus, data never stale, no retries. A query that
 * failed is not asked again when a page mounts it either (that would be a retry in disguise: the
 * boat page's prefetch failed, then the page asked again): the page offers a 'Riprova' button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
