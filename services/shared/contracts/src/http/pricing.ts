import { z } from 'zod';
import { isoDate, MAX_MONEY_CENTS, moneyWithin, positiveId, singleLine } from '../common.ts';
import { language } from '../language.ts';

const withOrderedDates = <T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.endDate >= value.startDate, {
    message: 'La data di fine deve essere uguale o successiva alla data di inizio.',
    path: ['endDate'],
  });

/** The longest name of a period, in either language (pricing_periods.name and name_en, varchar(80)). */
export const PERIOD_NAME_MAX = 80;

/**
 * A period's English name (docs/languages.md#period-names): the same characters and limit as the
 * Italian one; empty or null is "not translated", stored as null and shown as the Italian name.
 */
const periodNameEn = singleLine('Il nome in inglese del periodo', 'Nome in inglese non valido')
  .trim()
  .max(PERIOD_NAME_MAX, `Nome in inglese troppo lungo (massimo ${PERIOD_NAME_MAX} caratteri)`)
  .nullable()
  .transform((value) => (value ? value : null));

const pricingPeriodFields = {
  name: singleLine('Il nome del periodo', 'Nome del periodo richiesto')
    .trim()
    .min(2, 'Nome del periodo richiesto (almeno 2 caratteri)')
    .max(PERIOD_NAME_MAX, `Nome troppo lungo (massimo ${PERIOD_NAME_MAX} caratteri)`),
  nameEn: periodNameEn,
  startDate: isoDate,
  endDate: isoDate,
  isActive: z.boolean({ error: 'Stato non valido' }),
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
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nessun campo da aggiornare' })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    message: 'La data di fine deve essere uguale o successiva alla data di inizio.',
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
  .union([z.string(), z.number()], { error: 'Moltiplicatore weekend non valido (es. 1.00)' })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d(\.\d{1,2})?$/.test(value) && Number(value) > 0, 'Moltiplicatore weekend non valido (es. 1.00)')
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
export const DAY_PRICE_TOO_HIGH = `Prezzo giornaliero troppo alto: al massimo ${euros(MAX_DAY_PRICE_CENTS)} €.`;
const dayPrice = moneyWithin(MAX_DAY_PRICE_CENTS, DAY_PRICE_TOO_HIGH);

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
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nessun campo da aggiornare' });
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
export const pricedOnlyUntil = (lastPriced: string | null): string =>
  lastPriced
    ? `I prezzi sono disponibili fino al ${italianDayMonthYear(lastPriced)}: scegli date entro quel giorno o contattaci.`
    : 'I prezzi di questa barca non sono ancora disponibili: contattaci per un preventivo.';

/** The administrator is warned on the dashboard when fewer months than this ahead have prices. */
export const PRICED_AHEAD_MONTHS = 6;

/** The dashboard's warning: how far the fleet is priced (null: some active boat has no price at all). */
export const pricingHorizonWarning = (pricedUntil: string | null): string =>
  pricedUntil
    ? `Prezzi definiti solo fino al ${italianDayMonthYear(pricedUntil)}: aggiungi i periodi dei prossimi mesi.`
    : 'Una o più barche attive non hanno prezzi: aggiungi i periodi e i prezzi dei prossimi mesi.';

/** Texts of the pricing answers that another service or a screen may show as they are. */
export const PRICING_MESSAGES = {
  boatNotFound: 'Barca non trovata',
  invalidBoatId: 'Identificativo barca non valido',
  rangeTooLong: `Il noleggio può durare al massimo ${MAX_RENTAL_DAYS} giorni.`,
  catalogueUnavailable: 'Il catalogo delle barche non risponde: impossibile calcolare il prezzo. Riprova tra poco.',
  periodNotFound: 'Periodo di prezzo non trovato',
  priceNotFound: 'Prezzo non trovato',
  duplicatePrice: 'Esiste già un prezzo per questa barca in questo periodo: modifica quello esistente.',
} as const;
