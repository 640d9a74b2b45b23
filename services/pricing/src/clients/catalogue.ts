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
