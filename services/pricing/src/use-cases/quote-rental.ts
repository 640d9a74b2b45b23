import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_BOOKING_HORIZON_MONTHS, horizonProblem } from '@nbp/contracts/common';
import { pricedOnlyUntilRefusal, type Quote } from '@nbp/contracts/http/pricing';
import type { Language } from '@nbp/contracts/language';
import { badRequest, badRequestOn } from '@nbp/kit/errors';
import type { BoatTerms } from '../clients/catalogue.ts';
import type { Deps } from '../deps.ts';
import { pricedUntil, quoteInputs } from '../data/quote-inputs.ts';
import { QuoteInputError, quoteRental, rentalLength } from '../domain/quote.ts';

function checkedRange(startDate: string, endDate: string, horizonMonths: number): void {
  try {
    rentalLength(startDate, endDate);
  } catch (err) {
    if (err instanceof QuoteInputError) throw badRequestOn(err.path, err.problem);
    throw err;
  }
  const problem = horizonProblem({ startDate, endDate }, horizonMonths);
  if (problem) throw badRequest(problem, { issues: [problem] });
}

/**
 * The one quote every client uses: the website's price summary and booking's stored price. The
 * dates are checked first, so a bad request is refused without asking the catalogue anything; the
 * boat's multiplier and deposit come from the catalogue (`boatTerms`), the prices from this service.
 */
export async function quoteForRental(
  em: EntityManager,
  settings: Pick<Deps, 'fallbackDayPrice' | 'horizonMonths'>,
  boatTerms: (boatId: number, requestId?: string) => Promise<BoatTerms>,
  request: { boatId: number; startDate: string; endDate: string; lang?: Language; requestId?: string },
): Promise<Quote> {
  const { boatId, startDate, endDate } = request;
  checkedRange(startDate, endDate, settings.horizonMonths ?? DEFAULT_BOOKING_HORIZON_MONTHS);
  const boat = await boatTerms(boatId, request.requestId);

  // A day after the boat's last priced day has no price: refused, instead of priced at the
  // fallback rate, which has nothing to do with the season it falls in.
  const [last] = await pricedUntil(em, boatId);
  if (!last || endDate > last.pricedUntil) {
    throw badRequestOn(last && startDate <= last.pricedUntil ? 'endDate' : 'startDate', pricedOnlyUntilRefusal(last?.pricedUntil ?? null));
  }
  const { periods, overrides } = await quoteInputs(em, boatId, startDate, endDate, request.lang ?? 'it');

  return quoteRental({
    boatId,
    startDate,
    endDate,
    periods,
    overrides,
    priceMultiplier: boat.priceMultiplier,
    deposit: boat.deposit,
    fallbackDayPrice: settings.fallbackDayPrice,
  });
}
