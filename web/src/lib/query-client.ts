import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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

/**
 * The server's answers as the browser's cache takes them (main.tsx): a read the API answered 404 came
 * as JSON (`{ status, bodyText }`) and is an ApiError again, so the page drawn from it is the
 * server's not-found page, and the read is not asked again (docs/server-rendering.md#status).
 */
export function withApiErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as { status?: unknown; bodyText?: unknown } | null;
      if (query.state.status !== 'error' || !error || typeof error.status !== 'number') return query;
      return { ...query, state: { ...query.state, error: new ApiError(error.status, String(error.bodyText ?? ''), '') } };
    }),
  };
}
