import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatPricedUntil } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from '../../../lib/query-keys.ts';

/** How far the boat's calendar goes: its last priced day, within the booking horizon. */
export const getPricedUntil = (boatId: number): Promise<BoatPricedUntil> =>
  api.read(`/api/pricing/boat/${boatId}/priced-until`, () =>
    import('@nbp/contracts/http/pricing').then((contracts) => contracts.boatPricedUntil),
  );

export const pricedUntilQueryOptions = (boatId: number) =>
  queryOptions({ queryKey: quoteKeys.pricedUntil(boatId), queryFn: () => getPricedUntil(boatId) });

export const usePricedUntil = (boatId: number) => useQuery(pricedUntilQueryOptions(boatId));
