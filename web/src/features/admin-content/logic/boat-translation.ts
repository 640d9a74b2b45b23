import type { z } from 'zod';
import {
  BOAT_TRANSLATABLE_FIELDS,
  boatContentWithTranslationsInput,
  type AdminBoat,
  type BoatContentWithTranslations,
  type BoatTranslatableField,
  type BoatTranslationInput,
} from '@nbp/contracts/http/catalogue';
import { firstError } from '../../../lib/contract-form.ts';
import { SECTIONS, draftFromBoat, sectionOf, type BoatDraft, type Section } from './boat-draft.ts';

/**
 * The editor's copy of a boat's English texts (docs/back-office.md#boat-content-in-english): every
 * translatable field as its input holds it, '' or [] where not translated yet.
 */
export type EnglishDraft = Pick<BoatDraft, BoatTranslatableField>;
export type EnglishField = BoatTranslatableField;
/** An error of the editor's form: an Italian field, or an English one as `en.<field>`. */
export type EnglishErrorKey = `en.${EnglishField}`;

/** The languages of the content editor: Italian edits every field, English only the texts. */
export type EditorLanguage = 'it' | 'en';

export function englishDraftFrom(boat: Pick<AdminBoat, 'translations'>): EnglishDraft {
  const en = boat.translations.en;
  return {
    description: en.description ?? '',
    detailedDescription: en.detailedDescription ?? '',
    features: [...(en.features ?? [])],
    comfortFeatures: [...(en.comfortFeatures ?? [])],
    navigationFeatures: [...(en.navigationFeatures ?? [])],
    safetyFeatures: [...(en.safetyFeatures ?? [])],
    includedItems: [...(en.includedItems ?? [])],
    excludedItems: [...(en.excludedItems ?? [])],
  };
}

/** What `translations.en` checks: the draft as it is; the contract turns blanks into "not translated". */
export function englishToInput(english: EnglishDraft): BoatTranslationInput {
  return { ...english };
}

const isBlank = (value: string | string[]) => (typeof value === 'string' ? value.trim() === '' : value.every((item) => item.trim() === ''));

/**
 * The texts still to translate: an English field left empty while its Italian one has something
 * (an Italian field that is empty has nothing to translate).
 */
export function untranslatedFields(draft: BoatDraft, english: EnglishDraft): EnglishField[] {
  return BOAT_TRANSLATABLE_FIELDS.filter((field) => !isBlank(draft[field]) && isBlank(english[field]));
}

/** The sections the English editor shows: those holding a translatable text. */
export const ENGLISH_SECTIONS: readonly Section[] = SECTIONS.filter((section) =>
  BOAT_TRANSLATABLE_FIELDS.some((field) => sectionOf(field) === section),
);

/** The sections of the editor in a language. */
export const sectionsIn = (language: EditorLanguage): readonly Section[] => (language === 'en' ? ENGLISH_SECTIONS : SECTIONS);

/** The section of an error key: `en.features` lives where `features` does. */
export const sectionOfKey = (key: string): Section => sectionOf(key.startsWith('en.') ? key.slice(3) : key);

/** The editor's form: the Italian boat and, under `translations.en`, its English texts. */
export type BoatForm = BoatDraft & { translations: { en: EnglishDraft } };

export function boatFormFrom(boat: AdminBoat): BoatForm {
  return { ...draftFromBoat(boat), translations: { en: englishDraftFrom(boat) } };
}

/**
 * The editor's schema: PUT /api/admin/boats/:id's own contract, which reads the form as it is (the
 * texts become numbers, blank English texts "not translated").
 */
export const boatForm: z.ZodType<BoatContentWithTranslations> = boatContentWithTranslationsInput;

/** The key of a refused field: `en.<field>` for an English text (the whole English part: its description), else the Italian field. */
export function errorKeyOf(path: readonly PropertyKey[]): string {
  return path[0] === 'translations' ? `en.${String(path[2] ?? 'description')}` : String(path[0]);
}

/** The keys of the fields a check refused, from the form's error tree (react-hook-form's `errors`). */
export function refusedKeys(errors: Record<string, unknown>): string[] {
  const italian = Object.keys(errors).filter((key) => key !== 'translations' && key !== 'root' && firstError(errors[key]));
  const translations = errors.translations as { en?: Record<string, unknown> } | undefined;
  const english = BOAT_TRANSLATABLE_FIELDS.filter((field) => firstError(translations?.en?.[field])).map((field) => `en.${field}`);
  // A refusal of the English part as a whole is shown on its description.
  if (english.length === 0 && firstError(translations)) english.push('en.description');
  return [...italian, ...english];
}
