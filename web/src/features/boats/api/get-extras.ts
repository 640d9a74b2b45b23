import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Extra } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';
import { extraKeys } from '../../../lib/query-keys.ts';

export const getExtras = () => api.get<Extra[]>('/api/extras');

export const extrasQueryOptions = () => queryOptions({ queryKey: extraKeys.all, queryFn: getExtras });

export const useExtras = () => useQuery(extrasQueryOptions());
