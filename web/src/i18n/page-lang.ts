/**
 * The language of the page being shown, for the few things that live above the router's language
 * (docs/languages.md#outside-the-pages): the toasts (their provider wraps the router) and the API
 * client (plain code, no React). `LangProvider` publishes its language and words here when it
 * shows; before that the address says which language the page is in.
 */
import { useSyncExternalStore } from 'react';
import it from './messages/it.json';
import { langOfPath, type Lang } from './lang.ts';
import type { Messages } from './i18n.tsx';

export interface PageWords {
  lang: Lang;
  messages: Messages;
}

let current: PageWords = {
  // Only the Italian words come with the code: an English page's arrive with its LangProvider.
  lang: typeof window === 'undefined' ? 'it' : langOfPath(window.location.pathname),
  messages: it as Messages,
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
