import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';

/** Every boat, active or not, with all content fields: the Barche, Contenuti and Prezzi tabs read it. */
export const ADMIN_BOATS_KEY = ['/api/admin/boats'] as const;

export const getAdminBoats = () => api.get<Boat[]>('/api/admin/boats');

export const adminBoatsQueryOptions = () => queryOptions({ queryKey: ADMIN_BOATS_KEY, queryFn: getAdminBoats });

export const useAdminBoats = () => useQuery(adminBoatsQueryOptions());
