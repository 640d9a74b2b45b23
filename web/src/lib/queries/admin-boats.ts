import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { api } from '../api-client.ts';
import { adminBoatKeys } from '../query-keys.ts';

export const getAdminBoats = () => api.get<Boat[]>('/api/admin/boats');

export const adminBoatsQueryOptions = () => queryOptions({ queryKey: adminBoatKeys.all, queryFn: getAdminBoats });

export const useAdminBoats = () => useQuery(adminBoatsQueryOptions());
