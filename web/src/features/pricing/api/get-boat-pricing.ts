import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBoatPrice } from '@nbp/contracts/http/pricing';
import type { Lang } from '../../../i18n/lang.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { withLang } from '../../../lib/queries/fleet.ts';
import { publicPricingKeys } from '../../../lib/query-keys.ts';

/**
 * `/api/boat-pricing/2` on an Italian page, `/api/boat-pricing/2?lang=en` on an English one: the same
 * rows, the periods named in English where the office translated them (docs/languages.md#period-names).
 */
export async function getBoatPricing(boatId: number, lang: Lang = 'it'): Promise<PublicBoatPrice[]> {
  try {
    return await api.read(withLang(`/api/boat-pricing/${boatId}`, lang), () =>
      import('@nbp/contracts/http/pricing').then((contracts) => contracts.publicBoatPrice.array()),
    );
  } catch (error) {
    // The failure keeps its English name as a detail (docs/product/texts.md#errors); the screen shows its own Italian
    // text.
    throw new Error('Failed to fetch pricing', { cause: error });
  }
}

export const boatPricingQueryOptions = (boatId: number, lang: Lang = 'it') =>
  queryOptions({ queryKey: publicPricingKeys.boat(boatId, lang), queryFn: () => getBoatPricing(boatId, lang) });

/** The boat's price list in the page's language. */
export const useBoatPricing = (boatId: number) => useQuery(boatPricingQueryOptions(boatId, useLang()));
