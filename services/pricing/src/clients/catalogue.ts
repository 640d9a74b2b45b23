import { boat } from '@nbp/contracts/http/catalogue';
import { PRICING_MESSAGES } from '@nbp/contracts/http/pricing';
import { HttpError, notFound } from '@nbp/kit/errors';
import { REQUEST_ID_HEADER } from '@nbp/kit/http';

/** The part of the catalogue's Boat contract a quote needs. */
const boatTerms = boat.pick({ id: true, priceMultiplier: true, deposit: true, isActive: true });
export type BoatTerms = ReturnType<typeof boatTerms.parse>;

const unavailable = () => new HttpError(503, PRICING_MESSAGES.catalogueUnavailable, 'dependency_unavailable');

/**
 * GET {CATALOGUE_URL}/api/boats/:id. An unknown or inactive boat is a 404 here too; a catalogue
 * that is down, slow or answers nonsense is a 503, never a 500.
 */
export async function fetchBoatTerms(catalogueUrl: string, boatId: number, requestId?: string): Promise<BoatTerms> {
  let response: Response;
  try {
    response = await fetch(new URL(`/api/boats/${boatId}`, catalogueUrl), {
      headers: { accept: 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    throw unavailable();
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw notFound(PRICING_MESSAGES.boatNotFound);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailable();
  }
  const parsed = boatTerms.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw unavailable();
  if (!parsed.data.isActive) throw notFound(PRICING_MESSAGES.boatNotFound);
  return parsed.data;
}

/**
 * fetchBoatTerms with a short memory: a quote is asked for at every change of the dates on a boat
 * page, and the boat's multiplier and deposit change only when an administrator edits the boat,
 * so a successful answer is kept for `ttlMs` (an edit shows in quotes within that time) and
 * concurrent lookups of one boat share one call. Refusals and failures are never kept: an unknown
 * boat or a catalogue that is down is asked again next time.
 */
export function boatTermsSource(catalogueUrl: string, ttlMs: number): (boatId: number, requestId?: string) => Promise<BoatTerms> {
  const kept = new Map<number, { terms: Promise<BoatTerms>; until: number }>();
  return (boatId, requestId) => {
    const now = Date.now();
    const hit = kept.get(boatId);
    if (hit && hit.until > now) return hit.terms;
    const terms = fetchBoatTerms(catalogueUrl, boatId, requestId);
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
