import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@nbp/contracts/language';

function known(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/** The language a stored request was sent in; the column's check keeps it 'it' or 'en', Italian otherwise. */
export function requestLanguage(row: { language?: string | null }): Language {
  return known(row.language) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of an administrator's booking's confirmation mail (docs/languages.md): made from a
 * request, the request's, which is the language the customer wrote in; otherwise the one the
 * administrator chose, else Italian.
 */
export function confirmationLanguage(request: { language?: string | null } | null, chosen: Language | undefined): Language {
  if (request) return requestLanguage(request);
  return chosen ?? DEFAULT_LANGUAGE;
}
