import { z } from 'zod';
import { errorText, says } from './errors.ts';

/**
 * The languages a customer can be written to in (docs/languages.md): the one their booking request
 * was sent in. Italian is the business's own language, and every default.
 */
export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

/**
 * The office's text in `lang`: the English one where it was translated, the Italian one otherwise
 * (docs/languages.md#boat-content). Null, blank or an empty list counts as not translated. The
 * catalogue's boat texts and the pricing periods' names both follow it.
 */
export function translated<T extends string | string[] | null>(italian: T, english: T | null | undefined, lang: Language): T {
  if (lang !== 'en' || english == null) return italian;
  if (typeof english === 'string' ? english.trim() === '' : english.length === 0) return italian;
  return english;
}

export const LANGUAGE_MESSAGE = errorText('language_invalid', 'it');

/** What a request body may say: 'it' or 'en', nothing else (400 with the Italian message). */
export const language = z.enum(LANGUAGES, says('language_invalid'));

/**
 * The language an event says its customer mails are written in. Missing (an event published before
 * languages, still in a queue) means Italian; so does a language this service does not know yet, so
 * the customer still gets a mail rather than none.
 */
export const eventLanguage = z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE);
