/**
 * The language of the page being shown, for the few things that live above the router's language
 * (docs/languages.md#outside-the-pages): the toasts (their provider wraps the router) and the API
 * client (plain code, no React). `LangProvider` publishes its language and words here when it
 * shows; before that the address says which language the page is in, and there are no words yet
 * (each catalogue is a file of its own, i18n.tsx).
 */
import { useSyncExternalStore } from 'react';
import { langOfPath, type Lang } from './lang.ts';
import type { Messages } from './i18n.tsx';

export interface PageWords {
  lang: Lang;
  /** None before the first LangProvider shows (on the server, and in the browser until it has taken over the page). */
  messages: Messages | null;
}

let current: PageWords = {
  lang: typeof window === 'undefined' ? 'it' : langOfPath(window.location.pathname),
  messages: null,
};
const listeners = new Set<() => void>();

/** Called by LangProvider (and by tests): the page now speaks `lang`, with these words. */
export function setPageWords(lang: Lang, messages: Messages): void {
  if (current.lang === lang && current.messages === messages) return;
  current = { lang, messages };
  for (const listener of listeners) listener();
}

/** The page's language right now (the API client asks when a call fails). */
export function pageLang(): Lang {
  return current.lang;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language and words, for a component above the router's LangProvider. */
export function usePageWords(): PageWords {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
