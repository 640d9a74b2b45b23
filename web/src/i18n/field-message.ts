/**
 * `useFieldMessage()`: a form's field error in the page's language (docs/languages.md#error-texts).
 * The shared zod schemas say each problem by its code, in the language the schemas speak: Italian,
 * or English once an English page has the English texts (`setSchemaLanguage`). An English page
 * fetches them when a form shows; Italian pages never do.
 *
 *   const fieldMessage = useFieldMessage();
 *   <p role="alert">{fieldMessage(errors.name?.message)}</p>
 *
 * TextField, TextAreaField and SelectField (components/ui/field.tsx) already do it for their `error`.
 */
import { useCallback, useEffect } from 'react';
import { useLang } from './i18n.tsx';
import { loadedErrorCatalogue, loadErrorCatalogue } from './error-texts.ts';
import type { Lang } from './lang.ts';

/** The schemas speak the page's language where its texts are here, else Italian. */
async function speak(lang: Lang): Promise<void> {
  if (lang === 'it') {
    loadedErrorCatalogue()?.setSchemaLanguage('it');
    return;
  }
  (await loadErrorCatalogue()).setSchemaLanguage(lang);
}

export function useFieldMessage(): <T extends string | undefined>(message: T) => T | string {
  const lang = useLang();
  useEffect(() => {
    // Nothing to do without them: the Italian text stays.
    speak(lang).catch(() => undefined);
  }, [lang]);
  return useCallback(<T extends string | undefined>(message: T): T | string => message, []);
}
