import { z } from 'zod';
import { boatPriceInput, type BoatPrice, type PricingPeriod } from '@nbp/contracts/http/pricing';

const amount = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '€1.234,50': the matrix writes the euro sign before the figure, as 'Giorno: €<price>'. */
export function euroAmount(value: string | number): string {
  const number = typeof value === 'number' ? value : Number(value);
  return `€${amount.format(Number.isFinite(number) ? number : 0)}`;
}

/** The periods the matrix and the price dialog offer: active ones, in calendar order. */
export function activePeriods(periods: readonly PricingPeriod[]): PricingPeriod[] {
  return periods.filter((period) => period.isActive).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

export function priceFor(prices: readonly BoatPrice[], boatId: number, periodId: number): BoatPrice | undefined {
  return prices.find((price) => price.boatId === boatId && price.periodId === periodId);
}

/** The boat-price dialog's fields; a new price starts at '0' (docs/product/screens.md#admin-other). */
export interface BoatPriceForm {
  boatId: string;
  periodId: string;
  oneDayPrice: string;
  multiDayPrice: string;
}

export function priceForm(boatId?: number, periodId?: number, existing?: BoatPrice): BoatPriceForm {
  return {
    boatId: boatId === undefined ? '' : String(boatId),
    periodId: periodId === undefined ? '' : String(periodId),
    oneDayPrice: existing?.oneDayPrice ?? '0',
    multiDayPrice: existing?.multiDayPrice ?? '0',
  };
}

/**
 * The boat-price dialog's schema: the contract's, with the dialog's own words for a boat or a period
 * not chosen yet ('Seleziona una barca', 'Seleziona un periodo'), said together with any refused price.
 */
export const boatPriceForm = boatPriceInput.extend({
  boatId: chosen('Seleziona una barca'),
  periodId: chosen('Seleziona un periodo'),
});

/** A select's id: its own words while nothing is chosen, then the contract's id (which also takes a number, never given here). */
function chosen(notChosen: string) {
  return z
    .string()
    .min(1, notChosen)
    .pipe(boatPriceInput.shape.boatId as z.ZodType<number, string>);
}
