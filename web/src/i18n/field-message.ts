/**
 * `useFieldMessage()`: a form's field error in the page's language (docs/languages.md#error-texts).
 * The shared zod schemas write their messages in Italian; on an English page the message is looked
 * up in the catalogue of codes and its English text shown. Italian pages show the message as it is
 * and never fetch the catalogue; an English page fetches it when the form shows, and until it is
 * here (or for a text it does not know) the message is shown as written.
 *
 *   const fieldMessage = useFieldMessage();
 *   <p role="alert">{fieldMessage(errors.name?.message)}</p>
 *
 * TextField, TextAreaField and SelectField (components/ui/field.tsx) already do it for their `error`.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLang } from './i18n.tsx';
import { errorTextIn, loadedErrorCatalogue, loadErrorCatalogue, onErrorCatalogue } from './error-texts.ts';

export function useFieldMessage(): <T extends string | undefined>(message: T) => T | string {
  const lang = useLang();
  const errors = useSyncExternalStore(onErrorCatalogue, loadedErrorCatalogue, loadedErrorCatalogue);
  useEffect(() => {
    // Nothing to do without it: the Italian text stays.
    if (lang !== 'it' && !loadedErrorCatalogue()) loadErrorCatalogue().catch(() => undefined);
  }, [lang]);
  return useCallback(
    <T extends string | undefined>(message: T): T | string => {
      if (!message || lang === 'it' || !errors) return message;
      return errorTextIn(errors, lang, { message }) ?? message;
    },
    [lang, errors],
  );
}
