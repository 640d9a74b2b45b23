import { boat } from '@nbp/contracts/http/catalogue';
import { notFound } from '@nbp/kit/errors';
import { upstream } from '@nbp/kit/upstream';

/** The part of the catalogue's Boat contract a quote needs. */
const boatTerms = boat.pick({ id: true, priceMultiplier: true, deposit: true, isActive: true });
export type BoatTerms = ReturnType<typeof boatTerms.parse>;

/**
 * GET {CATALOGUE_URL}/api/boats/:id. An unknown or inactive boat is a 404 here too; a catalogue
 * that is down, slow or answers nonsense is a 503, never a 500.
 */
export function boatTermsReader(catalogueUrl: string): (boatId: number, requestId?: string) => Promise<BoatTerms> {
  const catalogue = upstream({ baseUrl: catalogueUrl, down: 'unavailable_catalogue_for_prices' });
  return async (boatId, requestId) => {
    const answer = await catalogue.get(`/api/boats/${boatId}`, boatTerms, { requestId });
    if (!answer.ok) throw answer.status === 404 ? notFound('boat_not_found') : catalogue.down();
    if (!answer.body.isActive) throw notFound('boat_not_found');
    return answer.body;
  };
}

/**
 * The catalogue's boat terms with a short memory: a quote is asked for at every change of the dates on a boat
 * page, and the boat's multiplier and deposit change only when an administrator edits the boat,
 * so a successful answer is kept for `ttlMs` (an edit shows in quotes within that time) and
 * concurrent lookups of one boat share one call. Refusals and failures are never kept: an unknown
 * boat or a catalogue that is down is asked again next time.
 */
export function boatTermsSource(catalogueUrl: string, ttlMs: number): (boatId: number, requestId?: string) => Promise<BoatTerms> {
  const readTerms = boatTermsReader(catalogueUrl);
  const kept = new Map<number, { terms: Promise<BoatTerms>; until: number }>();
  return (boatId, requestId) => {
    const now = Date.now();
    const hit = kept.get(boatId);
    if (hit && hit.until > now) return hit.terms;
    const terms = readTerms(boatId, requestId);
    if (ttlMs <= 0) return terms;
    // In flight, the entry serves concurrent lookups; it stays only if the answer was a success.
    const entry = { terms, until: now + ttlMs };
    kept.set(boatId, entry);
    terms.catch(() => {
      if (kept.get(boatId) === entry) kept.delete(boatId);
    });
    if (kept.size > 1000) {
      for (const [id, old] of kept) if (old.until <= now) kept.delete(id);
    }
    return terms;
  };
}
