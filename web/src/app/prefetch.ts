import type { QueryClient } from '@tanstack/react-query';
import { boatIdFromParam, boatQueryOptions } from '../features/boats/api/get-boat.ts';
import { pageAt } from './routes.ts';
import { screenOf } from './screens.ts';

/**
 * A link to a boat page (/boat/:id, or /en/boat/:id in English) about to be followed: its code and
 * its boat in the page's language are asked for now, side by side, so the page renders whole at the
 * click (the router's loader then finds the boat in the cache). The page a visitor opens needs none
 * of this: it arrives rendered, with its data (docs/server-rendering.md).
 */
export function prefetchForPath(queryClient: QueryClient, pathname: string): void {
  const { page, lang, params } = pageAt(pathname);
  if (page !== 'boat') return;
  void screenOf('boat')();
  const id = boatIdFromParam(params.id);
  if (id !== null) void queryClient.prefetchQuery(boatQueryOptions(id, lang));
}

/** A pointer over (or a finger on, or the keyboard on) a link to a boat page starts its loading before the click. */
export function prefetchOnIntent(queryClient: QueryClient): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) prefetchForPath(queryClient, link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
}
