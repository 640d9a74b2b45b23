/**
 * Error texts in the page's language (docs/languages.md#error-texts). The services answer in
 * Italian with a stable `code` (docs/errors.md); the shared schemas carry the code of each problem.
 * On an English page both are shown in English, from the English error texts of the catalogue of
 * words (`@nbp/contracts/errors-en`), fetched the first time they are needed: Italian pages never
 * download them.
 */
import type { Lang } from './lang.ts';

type Catalogue = typeof import('@nbp/contracts/errors-en');

let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;
const listeners = new Set<() => void>();

/** The English error texts, fetched once (asked again after a failed download). */
export function loadErrorCatalogue(): Promise<Catalogue> {
  loading ??= import('@nbp/contracts/errors-en').then(
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
  /** The Italian text as answered. */
  message?: string;
  /** The answer's code. */
  code?: unknown;
  params?: unknown;
}

/**
 * The text of an error answer in `lang`, from its code, or undefined when there is nothing better
 * than the Italian text (Italian asked, or no code the catalogue knows).
 */
export function errorTextIn(errors: Catalogue, lang: Lang, error: ErrorToShow): string | undefined {
  if (lang === 'it' || !errors.isErrorCode(error.code)) return undefined;
  return errors.errorText(error.code, lang, stringParams(error.params));
}

function stringParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
