import { z } from 'zod';
import { errorText, says, type Problem } from '../errors.ts';
import { isoDate, MAX_MONEY_CENTS, moneyWithin, positiveId, singleLine } from '../common.ts';
import { language } from '../language.ts';

const withOrderedDates = <T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.endDate >= value.startDate, {
    ...says('end_before_start'),
    path: ['endDate'],
  });

/** The longest name of a period, in either language (pricing_periods.name and name_en, varchar(80)). */
export const PERIOD_NAME_MAX = 80;

/**
 * A period's English name (docs/languages.md#period-names): the same characters and limit as the
 * Italian one; empty or null is "not translated", stored as null and shown as the Italian name.
 */
const periodNameEn = singleLine('Il nome in inglese del periodo', { code: 'field_invalid', params: { field: 'Nome in inglese' } })
  .trim()
  .max(PERIOD_NAME_MAX, says('period_name_en_too_long', { max: String(PERIOD_NAME_MAX) }))
  .nullable()
  .transform((value) => (value ? value : null));

const pricingPeriodFields = {
  name: singleLine('Il nome del periodo', 'period_name_required')
    .trim()
    .min(2, says('period_name_too_short'))
    .max(PERIOD_NAME_MAX, says('name_too_long_max', { max: String(PERIOD_NAME_MAX) })),
  nameEn: periodNameEn,
  startDate: isoDate,
  endDate: isoDate,
  isActive: z.boolean(says('status_invalid')),
};

/** POST /api/admin/pricing-periods (and the period form): `nameEn` absent is "not translated" too. */
export const pricingPeriodInput = withOrderedDates(
  z.object({
    ...pricingPeriodFields,
    nameEn: pricingPeriodFields.nameEn.default(null),
    isActive: pricingPeriodFields.isActive.default(true),
  }),
);
export type PricingPeriodInput = z.input<typeof pricingPeriodInput>;

/**
 * PATCH /api/admin/pricing-periods/:id: any of the fields. The server checks the date order again
 * on the merged period, since one date alone cannot be checked here. `nameEn` absent leaves the
 * English name as it is; null or empty removes it.
 */
export const pricingPeriodPatch = z
  .object(pricingPeriodFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { ...says('nothing_to_update') })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    ...says('end_before_start'),
    path: ['endDate'],
  });
export type PricingPeriodPatch = z.input<typeof pricingPeriodPatch>;

/** A period as the back office reads it (GET /api/admin/pricing-periods): `nameEn` null where not translated. */
export const pricingPeriod = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PricingPeriod = z.infer<typeof pricingPeriod>;

/** Another active period that shares days with the one just saved. */
export const periodOverlap = pricingPeriod.pick({ id: true, name: true, startDate: true, endDate: true });
export type PeriodOverlap = z.infer<typeof periodOverlap>;

/**
 * POST and PATCH /api/admin/pricing-periods: the period as saved, and the other active periods it
 * shares days with (empty when none). An overlap is allowed (a short "Ferragosto" inside "Alta
 * stagione"; the period that starts last wins a shared day) but never silent: the admin is told.
 */
export const pricingPeriodSaved = pricingPeriod.extend({ overlaps: z.array(periodOverlap) });
export type PricingPeriodSaved = z.infer<typeof pricingPeriodSaved>;

const weekendMultiplier = z
  .union([z.string(), z.number()], says('weekend_multiplier_invalid'))
  .transform((value) => String(value).trim())
  .refine((value) => /^\d(\.\d{1,2})?$/.test(value) && Number(value) > 0, says('weekend_multiplier_invalid'))
  .transform((value) => Number(value).toFixed(2));

export const MAX_RENTAL_DAYS = 30;
export const MULTI_DAY_THRESHOLD = 3;
/** The largest weekend or boat multiplier a numeric(3,2) column holds: 9.99, in hundredths. */
export const MAX_MULTIPLIER_HUNDREDTHS = 999;

/**
 * The highest day price an administrator may set, in cents: the longest rental priced entirely at
 * it, on weekend days, with the highest weekend and boat multipliers, each day and the total
 * rounded up, must still fit a booking's total (numeric(10,2)). Refusing it when the price is set
 * spares a visitor a failed request later. 33,400.00 euro.
 */
export const MAX_DAY_PRICE_CENTS =
  Math.floor(
    ((MAX_MONEY_CENTS - 50 - MAX_RENTAL_DAYS) * 10_000) / (MAX_RENTAL_DAYS * MAX_MULTIPLIER_HUNDREDTHS * MAX_MULTIPLIER_HUNDREDTHS) / 100,
  ) * 100;
const euros = (cents: number) => String(cents / 100).replace(/\B(?=(\d{3})+$)/g, '.');
const dayPriceTooHigh: Problem = { code: 'day_price_too_high', params: { max: euros(MAX_DAY_PRICE_CENTS) } };
export const DAY_PRICE_TOO_HIGH = errorText(dayPriceTooHigh.code, 'it', dayPriceTooHigh.params);
const dayPrice = moneyWithin(MAX_DAY_PRICE_CENTS, says(dayPriceTooHigh.code, dayPriceTooHigh.params));

const boatPriceFields = {
  boatId: positiveId,
  periodId: positiveId,
  oneDayPrice: dayPrice,
  multiDayPrice: dayPrice,
  weekendMultiplier,
};

/** POST /api/admin/boat-pricing (and the boat-price form). */
export const boatPriceInput = z.object({ ...boatPriceFields, weekendMultiplier: weekendMultiplier.default('1.00') });
export type BoatPriceInput = z.input<typeof boatPriceInput>;

/** PATCH /api/admin/boat-pricing/:id: any of the fields. */
export const boatPricePatch = z
  .object(boatPriceFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { ...says('nothing_to_update') });
export type BoatPricePatch = z.input<typeof boatPricePatch>;

export const boatPrice = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  periodId: z.number().int(),
  oneDayPrice: z.string(),
  multiDayPrice: z.string(),
  weekendMultiplier: z.string(),
  createdAt: z.string(),
});
export type BoatPrice = z.infer<typeof boatPrice>;

/** DELETE /api/admin/boat-pricing/:id. */
export const boatPriceDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type BoatPriceDeleted = z.infer<typeof boatPriceDeleted>;

/**
 * The public reads that name periods (GET /api/boat-pricing/:boatId and the quote): `lang=en`
 * names each period in English where the office translated it, in Italian otherwise; `it` or
 * absent, the Italian answer as it always was (docs/languages.md#period-names).
 */
export const pricingReadQuery = z.object({ lang: language.optional() });

/**
 * GET /api/boat-pricing/:boatId: the public price list, by start date, one row per stretch of days
 * an active period prices for the boat. Where periods overlap only the one a quote uses (the one
 * that starts last) is listed for a day, so a longer period may show as two rows around a shorter one.
 * `name` is in the language asked (`pricingReadQuery`).
 */
export const publicBoatPrice = z.object({
  periodId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  oneDayPrice: z.string(),
  multiDayPrice: z.string(),
});
export type PublicBoatPrice = z.infer<typeof publicBoatPrice>;

export const quoteSource = z.enum(['period', 'override', 'fallback']);
/**
 * GET /api/pricing/boat/:id/:startDate/:endDate: the one quote every client uses. Each day's
 * `periodName` is in the language asked (`pricingReadQuery`), Italian by default.
 */
export const quote = z.object({
  boatId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  rate: z.enum(['oneDay', 'multiDay']),
  breakdown: z.array(z.object({ date: z.string(), price: z.string(), source: quoteSource, periodName: z.string().nullable() })),
  total: z.string(),
  deposit: z.string(),
  currency: z.literal('EUR'),
});
export type Quote = z.infer<typeof quote>;

/**
 * GET /api/pricing/boat/:id/priced-until: the last day with a price for the boat (the end of its last
 * active period with a price) and the last day a visitor may choose, that day or the booking horizon,
 * whichever comes first. Both null when the boat has no price at all: no day is offered.
 */
export const boatPricedUntil = z.object({
  boatId: z.number().int(),
  pricedUntil: z.string().nullable(),
  lastBookableDate: z.string().nullable(),
});
export type BoatPricedUntil = z.infer<typeof boatPricedUntil>;

/** GET /api/pricing/priced-until: the last priced day of every boat that has a price. */
export const fleetPricedUntil = z.object({
  boats: z.array(z.object({ boatId: z.number().int(), pricedUntil: z.string() })),
});
export type FleetPricedUntil = z.infer<typeof fleetPricedUntil>;

/** '2028-03-31' as '31/03/2028'. */
export const italianDayMonthYear = (iso: string): string => iso.split('-').reverse().join('/');

/** Why a quote past the last priced day is refused, rather than priced at a made-up rate. */
export const pricedOnlyUntilRefusal = (lastPriced: string | null): Problem =>
  lastPriced ? { code: 'prices_only_until', params: { date: italianDayMonthYear(lastPriced) } } : { code: 'prices_not_available' };
export const pricedOnlyUntil = (lastPriced: string | null): string => {
  const problem = pricedOnlyUntilRefusal(lastPriced);
  return errorText(problem.code, 'it', problem.params);
};

/** The administrator is warned on the dashboard when fewer months than this ahead have prices. */
export const PRICED_AHEAD_MONTHS = 6;

/** The dashboard's warning: how far the fleet is priced (null: some active boat has no price at all). */
export const pricingHorizonWarning = (pricedUntil: string | null): string =>
  pricedUntil
    ? `Prezzi definiti solo fino al ${italianDayMonthYear(pricedUntil)}: aggiungi i periodi dei prossimi mesi.`
    : 'Una o più barche attive non hanno prezzi: aggiungi i periodi e i prezzi dei prossimi mesi.';

/** Texts of the pricing answers that another service or a screen may show as they are. */
export const PRICING_MESSAGES = {
  boatNotFound: errorText('boat_not_found', 'it'),
  invalidBoatId: errorText('boat_id_invalid', 'it'),
  rangeTooLong: errorText('rental_too_long', 'it', { max: String(MAX_RENTAL_DAYS) }),
  catalogueUnavailable: errorText('unavailable_catalogue_for_prices', 'it'),
  periodNotFound: errorText('period_not_found', 'it'),
  priceNotFound: errorText('price_not_found', 'it'),
  duplicatePrice: errorText('price_duplicate', 'it'),
} as const;
