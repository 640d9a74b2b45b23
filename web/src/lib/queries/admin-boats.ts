import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBoat } from '@nbp/contracts/http/catalogue';
import { api } from '../api-client.ts';
import { adminBoatKeys } from '../query-keys.ts';

/** Every boat with its English texts (`translations.en`, docs/languages.md#boat-content). */
export const getAdminBoats = () => api.get<AdminBoat[]>('/api/admin/boats');

export const adminBoatsQueryOptions = () => queryOptions({ queryKey: adminBoatKeys.all, queryFn: getAdminBoats });

export const useAdminBoats = () => useQuery(adminBoatsQueryOptions());
