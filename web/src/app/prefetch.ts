import type { QueryClient } from '@tanstack/react-query';
import { boatIdFromParam, boatQueryOptions } from '../features/boats/api/get-boat.ts';
import { langOfPath, pathWithoutLang } from '../i18n/lang.ts';
import { PAGE_MODULES } from './pages.ts';

type BoatRouteModule = Awaited<ReturnType<typeof PAGE_MODULES.boat>>;
let boatRoute: BoatRouteModule | undefined;

/** The boat page's code; the router's lazy route loads it through here too, so both share one request. */
export const loadBoatRoute = () => PAGE_MODULES.boat().then((module) => (boatRoute = module));

/** The boat page's component once its code is here, for a render that must not wait a turn for it. */
export const loadedBoatRoute = () => boatRoute?.default;

/**
 * A link to a boat page (/boat/:id, or /en/boat/:id in English) about to be followed: its code and
 * its boat in the page's language are asked for now, side by side, so the page renders whole at the
 * click. The page a visitor opens needs none of this: it arrives rendered, with its data
 * (docs/server-rendering.md).
 */
export function prefetchForPath(queryClient: QueryClient, pathname: string): void {
  const match = /^\/boat\/([^/]+)\/?$/.exec(pathWithoutLang(pathname));
  if (!match) return;
  void loadBoatRoute();
  const id = boatIdFromParam(match[1]);
  if (id !== null) void queryClient.prefetchQuery(boatQueryOptions(id, langOfPath(pathname)));
}

/** A pointer over (or a finger on, or the keyboard on) a link to a boat page starts its loading before the click. */
export function prefetchOnIntent(queryClient: QueryClient): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) prefetchForPath(queryClient, link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
}
