import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatPrice } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { adminPricingKeys } from '../../../lib/query-keys.ts';

export const getBoatPrices = () => api.get<BoatPrice[]>('/api/admin/boat-pricing');

export const boatPricesQueryOptions = () => queryOptions({ queryKey: adminPricingKeys.boatPrices, queryFn: getBoatPrices });

export const useBoatPrices = () => useQuery(boatPricesQueryOptions());
