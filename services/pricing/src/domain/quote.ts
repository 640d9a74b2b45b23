import { isoDate, rentalDays } from '@nbp/contracts/common';
import { MAX_RENTAL_DAYS, MULTI_DAY_THRESHOLD, type Quote } from '@nbp/contracts/http/pricing';
import { errorText, type Problem } from '@nbp/contracts/errors';
import { eachDay, isWeekend } from '@nbp/contracts/days';
import { formatCents, multiply, roundToEuro, toCents, toHundredths } from './money.ts';

/** A pricing period together with one boat's price in it (decimal strings as stored). */
export interface PricedPeriod {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  oneDayPrice: string;
  multiDayPrice: string;
  weekendMultiplier: string;
}

export interface DayOverride {
  id: number;
  date: string;
  customPrice: string;
  isActive: boolean;
}

export interface QuoteRequest {
  boatId: number;
  startDate: string;
  endDate: string;
  /** The boat's prices per period; periods without a price for the boat are left out. */
  periods: PricedPeriod[];
  overrides: DayOverride[];
  /** From the catalogue's boat. */
  priceMultiplier: string;
  deposit: string | null;
  /** Euro per day where no period covers a day. */
  fallbackDayPrice: string;
}

/** A rental range the quote refuses; the HTTP layer answers 400 with its code. */
export class QuoteInputError extends Error {
  constructor(
    readonly problem: Problem,
    readonly path: 'startDate' | 'endDate',
  ) {
    super(errorText(problem.code, 'it', problem.params));
    this.name = 'QuoteInputError';
  }
}

const DEFAULT_DEPOSIT = '500.00';

/** Checks the dates of a rental and gives its length in days, both dates included. */
export function rentalLength(startDate: string, endDate: string): number {
  if (!isoDate.safeParse(startDate).success) throw new QuoteInputError({ code: 'start_date_format_invalid' }, 'startDate');
  if (!isoDate.safeParse(endDate).success) throw new QuoteInputError({ code: 'end_date_format_invalid' }, 'endDate');
  const days = rentalDays(startDate, endDate);
  if (days < 1) throw new QuoteInputError({ code: 'end_before_start' }, 'endDate');
  if (days > MAX_RENTAL_DAYS) throw new QuoteInputError({ code: 'rental_too_long', params: { max: String(MAX_RENTAL_DAYS) } }, 'endDate');
  return days;
}

/**
 * Where active periods overlap (a short "Ferragosto" inside "Alta stagione"), the one that starts
 * last is the more specific and wins; a tie goes to the newer period.
 */
export function periodFor<P extends Pick<PricedPeriod, 'id' | 'startDate' | 'endDate' | 'isActive'>>(
  date: string,
  periods: readonly P[],
): P | undefined {
  let chosen: P | undefined;
  for (const period of periods) {
    if (!period.isActive || date < period.startDate || date > period.endDate) continue;
    if (!chosen || period.startDate > chosen.startDate || (period.startDate === chosen.startDate && period.id > chosen.id)) chosen = period;
  }
  return chosen;
}

function overrideFor(date: string, overrides: DayOverride[]): DayOverride | undefined {
  let chosen: DayOverride | undefined;
  for (const override of overrides) {
    if (override.isActive && override.date === date && (!chosen || override.id > chosen.id)) chosen = override;
  }
  return chosen;
}

/**
 * The price of a rental. Each day is priced on its own: an active override for that date replaces
 * the day's price as it is (the admin set it for that very date, so no weekend surcharge on top);
 * otherwise the period covering the day gives its one-day or multi-day rate (the rate is chosen
 * once, by the rental's length) times its weekend multiplier on Saturdays and Sundays; a day no
 * period covers costs the fallback price. The boat's multiplier applies to every day, so the
 * breakdown adds up to the total before the total is rounded to the whole euro.
 */
export function quoteRental(request: QuoteRequest): Quote {
  const days = rentalLength(request.startDate, request.endDate);
  const rate = days < MULTI_DAY_THRESHOLD ? 'oneDay' : 'multiDay';
  const boatMultiplier = toHundredths(request.priceMultiplier);
  const fallbackCents = toCents(request.fallbackDayPrice);
  let sum = 0;
  const breakdown = eachDay(request).map((date) => {
    const period = periodFor(date, request.periods);
    const override = overrideFor(date, request.overrides);
    let cents: number;
    let source: Quote['breakdown'][number]['source'];
    if (override) {
      cents = multiply(toCents(override.customPrice), boatMultiplier);
      source = 'override';
    } else if (period) {
      const base = toCents(rate === 'oneDay' ? period.oneDayPrice : period.multiDayPrice);
      const weekend = isWeekend(date) ? toHundredths(period.weekendMultiplier) : 100;
      cents = multiply(base, weekend, boatMultiplier);
      source = 'period';
    } else {
      cents = multiply(fallbackCents, boatMultiplier);
      source = 'fallback';
    }
    sum += cents;
    return { date, price: formatCents(cents), source, periodName: period?.name ?? null };
  });
  return {
    boatId: request.boatId,
    startDate: request.startDate,
    endDate: request.endDate,
    days,
    rate,
    breakdown,
    total: formatCents(roundToEuro(sum)),
    deposit: formatCents(toCents(request.deposit ?? DEFAULT_DEPOSIT)),
    currency: 'EUR',
  };
}
