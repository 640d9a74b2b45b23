import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@nbp/contracts/http/identity';
import { api } from '../../../lib/api-client.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

export const getCurrentUser = () => api.get<CurrentUser>('/api/auth/user');

/** The current-user lookup is not retried on failure (docs/product/screens.md#data-loading). */
export const currentUserQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, retry: false });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
