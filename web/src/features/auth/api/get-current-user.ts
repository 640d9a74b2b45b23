import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@nbp/contracts/http/identity';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';

export const getCurrentUser = () => api.get<CurrentUser>('/api/auth/user');

/** The current-user lookup is not retried on failure (docs/product/screens.md#data-loading). */
export const currentUserQueryOptions = () => queryOptions({ queryKey: authKeys.currentUser, queryFn: getCurrentUser, retry: false });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
