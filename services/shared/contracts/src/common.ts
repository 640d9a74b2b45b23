import { z } from 'zod';

/** A calendar date of a rental, YYYY-MM-DD; never an instant. */
export const isoDate = z
  .string({ error: 'Data mancante' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida: usa il formato AAAA-MM-GG')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Data non valida');

/** A money amount as a decimal string with at most two decimals, never negative. */
export const money = z
  .union([z.string(), z.number()], { error: 'Importo non valido' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), 'Importo non valido: al massimo 2 decimali, non negativo')
  .transform((value) => Number(value).toFixed(2));

export const positiveId = z.coerce
  .number({ error: 'Identificativo non valido' })
  .int('Identificativo non valido')
  .positive('Identificativo non valido')
  .max(2_147_483_647, 'Identificativo non valido');

/** Today's calendar date in the business's own time zone (Europe/Rome). */
export function todayInRome(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Days of a rental, inclusive of both dates: the same date is one day. */
export function rentalDays(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** The answer body of every error: a readable message, and one per field where the input was wrong. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
