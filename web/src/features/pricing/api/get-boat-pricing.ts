import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBoatPrice } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { publicPricingKeys } from '../../../lib/query-keys.ts';

export async function getBoatPricing(boatId: number): Promise<PublicBoatPrice[]> {
  try {
    return await api.get<PublicBoatPrice[]>(`/api/boat-pricing/${boatId}`);
  } catch (error) {
    // The failure keeps its English name as a detail (docs/product/texts.md#errors); the screen shows its own Italian
    // text.
    throw new Error('Failed to fetch pricing', { cause: error });
  }
}

export const boatPricingQueryOptions = (boatId: number) =>
  queryOptions({ queryKey: publicPricingKeys.boat(boatId), queryFn: () => getBoatPricing(boatId) });

export const useBoatPricing = (boatId: number) => useQuery(boatPricingQueryOptions(boatId));
