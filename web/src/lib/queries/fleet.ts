import { queryOptions } from '@tanstack/react-query';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { api } from '../api-client.ts';
import { boatKeys } from '../query-keys.ts';

/**
 * GET /api/boats, the public fleet. The home page, the boat page and the admin booking form all
 * show it, so there is one request and one cache entry for it; each reader adds its own options.
 */
export const getBoats = () => api.get<BoatSummary[]>('/api/boats');

export const fleetQueryOptions = () => queryOptions({ queryKey: boatKeys.all, queryFn: getBoats });
