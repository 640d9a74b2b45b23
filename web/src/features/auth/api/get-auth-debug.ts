import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DebugInfo } from '@nbp/contracts/http/identity';
import { api } from '../../../lib/api-client.ts';

export const getAuthDebug = () => api.get<DebugInfo>('/api/auth/debug');

export const authDebugQueryOptions = () => queryOptions({ queryKey: ['/api/auth/debug'], queryFn: getAuthDebug });

/** Only decides whether the platform button and the development banner show; failing is harmless. */
export const useAuthDebug = () => useQuery(authDebugQueryOptions());
