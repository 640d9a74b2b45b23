import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product/screens.md#data-loading: no refetch interval, none on focus, data never stale, no retries. A query that
 * failed is not asked again when a page mounts it either (that would be a retry in disguise: the
 * boat page's prefetch failed, then the page asked again): the page offers a 'Riprova' button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
