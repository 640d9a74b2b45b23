/**
 * The mails' namespace of the catalogue of words (docs/languages.md#the-catalogue):
 * `catalogue/mails/<language>.json`, read by notification's templates and by nobody else, so the
 * site never carries it.
 */
import itMails from '../catalogue/mails/it.json' with { type: 'json' };
import enMails from '../catalogue/mails/en.json' with { type: 'json' };
import type { Language } from './language.ts';
import { formatMessage, type Messages } from './words.ts';

export type MailWordKey = keyof typeof itMails;

const CATALOGUES: Record<Language, Messages> = { it: itMails, en: enMails };

/** A message of the mails' namespace in `language`, its arguments filled from `values`. */
export function mailText(language: Language, key: MailWordKey, values?: Record<string, string>): string {
  return formatMessage(CATALOGUES[language], language, key, values);
}
