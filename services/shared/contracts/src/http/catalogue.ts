import { z } from 'zod';
import { says, type ErrorCode } from '../errors.ts';
import { isCleanLine, isCleanText, money, singleLine } from '../common.ts';
import { language } from '../language.ts';

/** A list field of the content editor: entries trimmed, blank ones dropped. */
const textList = z
  .array(singleLine('Una voce', 'list_item_not_text').max(300, says('list_item_too_long', { max: '300' })), says('list_invalid'))
  .max(60, says('list_too_many', { max: '60' }))
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** One line, unless `multiLine` (descriptions keep their line feeds). */
const optionalText = (max: number, label: string, multiLine = false) =>
  z
    .string(says('field_text_invalid', { field: label }))
    .refine(multiLine ? isCleanText : isCleanLine, says('field_characters_not_allowed', { field: label }))
    .max(max, says('field_too_long', { field: label, max: String(max) }))
    .transform((value) => value.trim())
    .nullish()
    .transform((value) => (value ? value : null));

/** "Nome richiesto" and "Modello richiesto" have codes of their own, shared with other forms. */
const REQUIRED_CODES: Record<string, ErrorCode> = { Nome: 'name_required', Modello: 'model_required' };
const fieldRequired = (label: string) => {
  const own = REQUIRED_CODES[label];
  return own ? says(own) : says('field_required', { field: label });
};

const requiredText = (max: number, label: string, multiLine = false) =>
  z
    .string(fieldRequired(label))
    .refine(multiLine ? isCleanText : isCleanLine, says('field_characters_not_allowed', { field: label }))
    .trim()
    .min(1, fieldRequired(label))
    .max(max, says('field_too_long', { field: label, max: String(max) }));

/** A picture address: a path served by the site, or an http(s) URL. */
export const imageUrl = z
  .string(says('image_url_invalid'))
  .trim()
  .max(500, says('image_url_too_long'))
  .refine((value) => /^\/[A-Za-z0-9._~\-/]+$/.test(value) || /^https?:\/\/[^\s<>"']+$/.test(value), says('image_url_format'));

const timeOfDay = (label: string) =>
  z
    .string(says('field_invalid', { field: label }))
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, says('time_format_invalid', { field: label }));

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
export const adminBoatsQuery = z.object({ view: z.enum(['names'], says('view_invalid')).optional() });
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
    .number(says('capacity_not_integer'))
    .int(says('capacity_not_integer'))
    .min(1, says('capacity_too_small'))
    .max(50, says('capacity_too_large', { max: '50' })),
  motorPower: requiredText(40, 'Motore'),
  requiresLicense: z.boolean(says('license_invalid')),
  licenseRequired: z.boolean(says('license_terms_invalid')).default(true),
  description: requiredText(2000, 'Descrizione', true),
  detailedDescription: optionalText(8000, 'Descrizione dettagliata', true),
  features: textList.default([]),
  comfortFeatures: textList.default([]),
  navigationFeatures: textList.default([]),
  safetyFeatures: textList.default([]),
  priceMultiplier: z
    .union([z.string(), z.number()], says('multiplier_invalid'))
    .transform((value) => String(value).trim())
    .refine((value) => /^\d(\.\d{1,2})?$/.test(value) && Number(value) > 0, says('multiplier_format'))
    .transform((value) => Number(value).toFixed(2))
    .default('1.00'),
  imageUrl: imageUrl,
  galleryImages: z
    .array(imageUrl)
    .max(30, says('images_too_many', { max: '30' }))
    .default([]),
  isActive: z.boolean(says('status_invalid')).default(true),
  year: z.coerce
    .number(says('year_not_integer'))
    .int(says('year_not_integer'))
    .min(1950, says('year_invalid'))
    .max(2100, says('year_invalid')),
  fuelTankCapacity: optionalText(40, 'Serbatoio carburante'),
  waterTankCapacity: optionalText(40, 'Serbatoio acqua'),
  checkInTime: timeOfDay('Orario di imbarco').default('9:00'),
  checkOutTime: timeOfDay('Orario di rientro').default('18:00'),
  fuelIncluded: z.boolean(says('fuel_included_invalid')).default(false),
  weatherRefund: z.boolean(says('weather_refund_invalid')).default(false),
  deposit: money.default('500.00'),
  includedItems: textList.default([]),
  excludedItems: textList.default([]),
});
export type BoatContentInput = z.input<typeof boatContentInput>;
export type BoatContent = z.output<typeof boatContentInput>;

/**
 * The texts of a boat that have an English version (docs/languages.md#boat-content); every other
 * field (name, model, numbers, conditions, pictures) is the same in both languages.
 */
export const BOAT_TRANSLATABLE_FIELDS = [
  'description',
  'detailedDescription',
  'features',
  'comfortFeatures',
  'navigationFeatures',
  'safetyFeatures',
  'includedItems',
  'excludedItems',
] as const;
export type BoatTranslatableField = (typeof BOAT_TRANSLATABLE_FIELDS)[number];
export const BOAT_TRANSLATABLE_LISTS = [
  'features',
  'comfortFeatures',
  'navigationFeatures',
  'safetyFeatures',
  'includedItems',
  'excludedItems',
] as const satisfies readonly BoatTranslatableField[];

/** The English version of a boat's texts as stored: null where it is not translated yet. */
export const boatTranslation = z.object({
  description: z.string().nullable(),
  detailedDescription: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  comfortFeatures: z.array(z.string()).nullable(),
  navigationFeatures: z.array(z.string()).nullable(),
  safetyFeatures: z.array(z.string()).nullable(),
  includedItems: z.array(z.string()).nullable(),
  excludedItems: z.array(z.string()).nullable(),
});
export type BoatTranslation = z.infer<typeof boatTranslation>;

/** GET /api/admin/boats (the full list) and the answer of PUT /api/admin/boats/:id: the boat and its English texts. */
export const adminBoat = boat.extend({ translations: z.object({ en: boatTranslation }) });
export type AdminBoat = z.infer<typeof adminBoat>;

/** A translated list: empty (or absent) is "not translated", stored as null. */
const translatedList = textList.nullish().transform((items) => (items && items.length > 0 ? items : null));

/**
 * `translations.en` of PUT /api/admin/boats/:id: the same limits as the Italian fields, every field
 * optional; an absent, null or empty field is "not translated" (the public English reads show the
 * Italian one).
 */
export const boatTranslationInput = z.object(
  {
    description: optionalText(2000, 'Descrizione (inglese)', true),
    detailedDescription: optionalText(8000, 'Descrizione dettagliata (inglese)', true),
    features: translatedList,
    comfortFeatures: translatedList,
    navigationFeatures: translatedList,
    safetyFeatures: translatedList,
    includedItems: translatedList,
    excludedItems: translatedList,
  },
  says('translations_invalid'),
);
export type BoatTranslationInput = z.input<typeof boatTranslationInput>;

/**
 * PUT /api/admin/boats/:id with its English texts: `translations` absent (or without `en`) leaves the
 * stored English as it is; `translations.en` given replaces the whole English version.
 */
export const boatContentWithTranslationsInput = boatContentInput.extend({
  translations: z.object({ en: boatTranslationInput.optional() }, says('translations_invalid')).optional(),
});
export type BoatContentWithTranslationsInput = z.input<typeof boatContentWithTranslationsInput>;
export type BoatContentWithTranslations = z.output<typeof boatContentWithTranslationsInput>;

/**
 * The public catalogue reads (GET /api/boats, /api/boats/:id, /api/extras): `lang=en` gives the
 * English texts where they exist and the Italian ones elsewhere; `it` or absent, the Italian answer.
 */
export const catalogueReadQuery = z.object({ lang: language.optional() });

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
