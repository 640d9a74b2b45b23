import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatPrice } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';

export const getBoatPrices = () => api.get<BoatPrice[]>('/api/admin/boat-pricing');

export const boatPricesQueryOptions = () => queryOptions({ queryKey: ['/api/admin/boat-pricing'], queryFn: getBoatPrices });

export const useBoatPrices = () => useQuery(boatPricesQueryOptions());
