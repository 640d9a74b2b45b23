import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DebugInfo } from '@nbp/contracts/http/identity';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';

export const getAuthDebug = () => api.get<DebugInfo>('/api/auth/debug');

export const authDebugQueryOptions = () => queryOptions({ queryKey: authKeys.debug, queryFn: getAuthDebug });

/** Only decides whether the platform button and the development banner show; failing is harmless. */
export const useAuthDebug = () => useQuery(authDebugQueryOptions());
