import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';

export const getBoatOptions = () => api.get<BoatSummary[]>('/api/boats');

/** The public boat list, shared with the home page's cache; the admin select keeps it 5 minutes (docs/product/screens.md#data-loading). */
export const boatOptionsQueryOptions = () => queryOptions({ queryKey: ['/api/boats'], queryFn: getBoatOptions, staleTime: 5 * 60 * 1000 });

export const useBoatOptions = () => useQuery(boatOptionsQueryOptions());
