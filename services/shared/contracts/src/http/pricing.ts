import { z } from 'zod';
import { isoDate, money, positiveId } from '../common.ts';

const withOrderedDates = <T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.endDate >= value.startDate, {
    message: 'La data di fine deve essere uguale o successiva alla data di inizio.',
    path: ['endDate'],
  });

/** POST and PATCH /api/admin/pricing-periods. */
export const pricingPeriodInput = withOrderedDates(
  z.object({
    name: z.string({ error: 'Nome del periodo richiesto' }).trim().min(2, 'Nome del periodo richiesto (almeno 2 caratteri)').max(80, 'Nome troppo lungo (massimo 80 caratteri)'),
    startDate: isoDate,
    endDate: isoDate,
    isActive: z.boolean({ error: 'Stato non valido' }).default(true),
  }),
);
export type PricingPeriodInput = z.input<typeof pricingPeriodInput>;

export const pricingPeriod = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PricingPeriod = z.infer<typeof pricingPeriod>;

/** POST and PATCH /api/admin/boat-pricing. */
export const boatPriceInput = z.object({
  boatId: positiveId,
  periodId: positiveId,
  oneDayPrice: money,
  multiDayPrice: money,
  weekendMultiplier: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d(\.\d{1,2})?$/.test(value) && Number(value) > 0, 'Moltiplicatore weekend non valido (es. 1.00)')
    .transform((value) => Number(value).toFixed(2))
    .default('1.00'),
});
export type BoatPriceInput = z.input<typeof boatPriceInput>;

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

/** GET /api/boat-pricing/:boatId: the public price list, one row per active period. */
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
/** GET /api/pricing/boat/:id/:startDate/:endDate: the one quote every client uses. */
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

export const MAX_RENTAL_DAYS = 30;
export const MULTI_DAY_THRESHOLD = 3;
