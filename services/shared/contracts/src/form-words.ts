/**
 * The forms' namespace of the catalogue of words (docs/languages.md#the-catalogue):
 * `catalogue/forms/<language>.json`, the words of the result pages the gateway answers a form
 * posted without JavaScript with (docs/public-pages.md#forms-without-javascript). Read by the gateway only.
 */
import itForms from '../catalogue/forms/it.json' with { type: 'json' };
import enForms from '../catalogue/forms/en.json' with { type: 'json' };
import type { Language } from './language.ts';
import { formatMessage, type Messages } from './words.ts';

export type FormWordKey = keyof typeof itForms;

const CATALOGUES: Record<Language, Messages> = { it: itForms, en: enForms };

/** A message of the forms' namespace in `language`, its arguments filled from `values`. */
export function formText(language: Language, key: FormWordKey, values?: Record<string, string>): string {
  return formatMessage(CATALOGUES[language], language, key, values);
}
