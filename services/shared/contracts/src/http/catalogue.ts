import { z } from 'zod';
import { charactersNotAllowed, isCleanLine, isCleanText, money, singleLine } from '../common.ts';

/** A list field of the content editor: entries trimmed, blank ones dropped. */
const textList = z
  .array(singleLine('Una voce', 'Ogni voce deve essere un testo').max(300, 'Voce troppo lunga (massimo 300 caratteri)'), {
    error: 'Elenco non valido',
  })
  .max(60, 'Troppe voci (massimo 60)')
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** One line, unless `multiLine` (descriptions keep their line feeds). */
const optionalText = (max: number, label: string, multiLine = false) =>
  z
    .string({ error: `${label}: testo non valido` })
    .refine(multiLine ? isCleanText : isCleanLine, charactersNotAllowed(`Il campo ${label}`))
    .max(max, `${label}: massimo ${max} caratteri`)
    .transform((value) => value.trim())
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, label: string, multiLine = false) =>
  z
    .string({ error: `${label} richiesto` })
    .refine(multiLine ? isCleanText : isCleanLine, charactersNotAllowed(`Il campo ${label}`))
    .trim()
    .min(1, `${label} richiesto`)
    .max(max, `${label}: massimo ${max} caratteri`);

/** A picture address: a path served by the site, or an http(s) URL. */
export const imageUrl = z
  .string({ error: 'URL immagine non valido' })
  .trim()
  .max(500, 'URL immagine troppo lungo')
  .refine(
    (value) => /^\/[A-Za-z0-9._~\-/]+$/.test(value) || /^https?:\/\/[^\s<>"']+$/.test(value),
    'URL immagine non valido: usa un indirizzo http(s) o un percorso del sito',
  );

const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} non valido` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, `${label} non valido (formato HH:MM)`);

/** Every content field of a boat (docs/product/screens.md#boat), as the public detail and the admin editor read it. */
export const boat = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  baseModel: z.string(),
  length: z.string(),
  width: z.string().nullable(),
  maxPersons: z.number().int(),
  motorPower: z.string(),
  requiresLicense: z.boolean(),
  licenseRequired: z.boolean(),
  description: z.string(),
  detailedDescription: z.string().nullable(),
  features: z.array(z.string()),
  comfortFeatures: z.array(z.string()),
  navigationFeatures: z.array(z.string()),
  safetyFeatures: z.array(z.string()),
  priceMultiplier: z.string(),
  imageUrl: z.string(),
  galleryImages: z.array(z.string()),
  isActive: z.boolean(),
  year: z.number().int(),
  fuelTankCapacity: z.string().nullable(),
  waterTankCapacity: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  fuelIncluded: z.boolean(),
  weatherRefund: z.boolean(),
  deposit: z.string(),
  includedItems: z.array(z.string()),
  excludedItems: z.array(z.string()),
  contentUpdatedAt: z.string().nullable(),
});

/**
 * GET /api/admin/boats?view=names: every boat (active or not) with only what other services name or
 * quote: the planning's rows, the bookings list, a confirmation's terms. The full list is for the
 * content editor (docs/back-office.md#planning).
 */
export const adminBoatsQuery = z.object({ view: z.enum(['names'], { error: 'Vista non valida: usa view=names' }).optional() });
export const adminBoatName = boat.pick({ id: true, name: true, isActive: true, deposit: true, checkInTime: true, checkOutTime: true });
export type AdminBoatName = z.infer<typeof adminBoatName>;
export type Boat = z.infer<typeof boat>;

/** The fields the home fleet and the admin boat select read (GET /api/boats). */
export const boatSummary = boat.pick({
  id: true,
  name: true,
  model: true,
  baseModel: true,
  imageUrl: true,
  maxPersons: true,
  length: true,
  motorPower: true,
  requiresLicense: true,
  description: true,
  isActive: true,
});
export type BoatSummary = z.infer<typeof boatSummary>;

/** PUT /api/admin/boats/:id: the whole edited boat, one schema for the editor form and the server. */
export const boatContentInput = z.object({
  name: requiredText(120, 'Nome'),
  model: requiredText(120, 'Modello'),
  baseModel: requiredText(120, 'Modello base'),
  length: requiredText(40, 'Lunghezza'),
  width: optionalText(40, 'Larghezza'),
  maxPersons: z.coerce
    .number({ error: 'Capacità: inserisci un numero intero' })
    .int('Capacità: inserisci un numero intero')
    .min(1, 'Capacità: almeno 1 persona')
    .max(50, 'Capacità: al massimo 50 persone'),
  motorPower: requiredText(40, 'Motore'),
  requiresLicense: z.boolean({ error: 'Patente: valore non valido' }),
  licenseRequired: z.boolean({ error: 'Patente (condizioni): valore non valido' }).default(true),
  description: requiredText(2000, 'Descrizione', true),
  detailedDescription: optionalText(8000, 'Descrizione dettagliata', true),
  features: textList.default([]),
  comfortFeatures: textList.default([]),
  navigationFeatures: textList.default([]),
  safetyFeatures: textList.default([]),
  priceMultiplier: z
    .union([z.string(), z.number()], { error: 'Moltiplicatore non valido' })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d(\.\d{1,2})?$/.test(value) && Number(value) > 0, 'Moltiplicatore non valido (es. 1.00)')
    .transform((value) => Number(value).toFixed(2))
    .default('1.00'),
  imageUrl: imageUrl,
  galleryImages: z.array(imageUrl).max(30, 'Troppe immagini (massimo 30)').default([]),
  isActive: z.boolean({ error: 'Stato non valido' }).default(true),
  year: z.coerce
    .number({ error: 'Anno: inserisci un numero intero' })
    .int('Anno: inserisci un numero intero')
    .min(1950, 'Anno non valido')
    .max(2100, 'Anno non valido'),
  fuelTankCapacity: optionalText(40, 'Serbatoio carburante'),
  waterTankCapacity: optionalText(40, 'Serbatoio acqua'),
  checkInTime: timeOfDay('Orario di imbarco').default('9:00'),
  checkOutTime: timeOfDay('Orario di rientro').default('18:00'),
  fuelIncluded: z.boolean({ error: 'Carburante incluso: valore non valido' }).default(false),
  weatherRefund: z.boolean({ error: 'Rimborso meteo: valore non valido' }).default(false),
  deposit: money.default('500.00'),
  includedItems: textList.default([]),
  excludedItems: textList.default([]),
});
export type BoatContentInput = z.input<typeof boatContentInput>;
export type BoatContent = z.output<typeof boatContentInput>;

export const extraCategory = z.enum(['skipper', 'attrezzature', 'servizi', 'assicurazione']);
export type ExtraCategory = z.infer<typeof extraCategory>;
export const EXTRA_CATEGORY_LABELS: Record<ExtraCategory, string> = {
  skipper: 'Skipper',
  attrezzature: 'Attrezzature',
  servizi: 'Servizi',
  assicurazione: 'Assicurazione',
};

export const extra = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  unit: z.string(),
  category: extraCategory,
  isActive: z.boolean(),
});
export type Extra = z.infer<typeof extra>;
