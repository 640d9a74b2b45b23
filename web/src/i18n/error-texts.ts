/**
 * Error texts in the page's language (docs/languages.md#error-texts). The services answer in
 * Italian with a stable `code` (docs/errors.md); the shared schemas validate the forms in Italian.
 * On an English page both are shown in English, through the catalogue of codes
 * (`@nbp/contracts/errors`), fetched the first time it is needed: Italian pages never download it.
 */
import type { Lang } from './lang.ts';

type Catalogue = typeof import('@nbp/contracts/errors');

let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;
const listeners = new Set<() => void>();

/** The catalogue of codes, fetched once (asked again after a failed download). */
export function loadErrorCatalogue(): Promise<Catalogue> {
  loading ??= import('@nbp/contracts/errors').then(
    (module) => {
      catalogue = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The catalogue if it is here already (for a render, which cannot wait). */
export function loadedErrorCatalogue(): Catalogue | undefined {
  return catalogue;
}

export function onErrorCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ErrorToShow {
  /** The Italian text as answered or as the schema wrote it. */
  message?: string;
  /** The answer's code, if it carried one; else the code is found from the Italian text. */
  code?: unknown;
  params?: unknown;
}

/**
 * The text of an error in `lang`, or undefined when there is nothing better than the Italian text
 * (Italian asked, or a text and code the catalogue does not know).
 */
export function errorTextIn(errors: Catalogue, lang: Lang, error: ErrorToShow): string | undefined {
  if (lang === 'it') return undefined;
  if (typeof error.code === 'string' && Object.hasOwn(errors.ERRORS, error.code))
    return errors.errorText(error.code as keyof Catalogue['ERRORS'], lang, stringParams(error.params));
  const found = error.message ? errors.errorCodeOf(error.message) : undefined;
  return found ? errors.errorText(found.code, lang, found.params) : undefined;
}

function stringParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
