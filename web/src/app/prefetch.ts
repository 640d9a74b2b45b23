import type { QueryClient } from '@tanstack/react-query';
import { boatIdFromParam, boatQueryOptions } from '../features/boats/api/get-boat.ts';
import { boatsQueryOptions } from '../features/boats/api/get-boats.ts';
import { extrasQueryOptions } from '../features/boats/api/get-extras.ts';
import { calendarBookingsQueryOptions } from '../features/booking/api/get-calendar-bookings.ts';
import { heldRangesQueryOptions } from '../features/booking/api/get-held-ranges.ts';
import { pricedUntilQueryOptions } from '../features/booking/api/get-priced-until.ts';
import { unavailableDatesQueryOptions } from '../features/booking/api/get-unavailable-dates.ts';
import { boatPricingQueryOptions } from '../features/pricing/api/get-boat-pricing.ts';
import { langOfPath, pathWithoutLang } from '../i18n/lang.ts';

type BoatRouteModule = typeof import('./routes/boat.tsx');
let boatRoute: BoatRouteModule | undefined;

/** The boat page's code; the router's lazy route loads it through here too, so both share one request. */
export const loadBoatRoute = () => import('./routes/boat.tsx').then((module) => (boatRoute = module));

/** The boat page being opened (prefetchForPath with `opening`): settled once its code and its boat are here. */
let openingBoatPage: Promise<unknown> = Promise.resolve();

/**
 * The boat page's code for the router's lazy route; for the page being opened, handed over once its
 * boat is here too. The page then renders whole, as its loader's retry (in slices, like any render
 * React may interrupt), instead of a loader of its own and then, when the boat arrives, the page in
 * one long uninterruptible task (a query's update is always synchronous).
 */
export const loadBoatRouteWithBoat = () => loadBoatRoute().then((module) => openingBoatPage.then(() => module));

/** The boat page's component once its code is here, for a render that must not wait a turn for it. */
export const loadedBoatRoute = () => boatRoute?.default;

/**
 * What a page at `pathname` will ask for first, asked for now: for a boat page (/boat/:id, or
 * /en/boat/:id in English) its code and the boat in the page's language, side by side, instead of
 * the boat only once the page's code has arrived and run. With `opening` (the page being opened,
 * not a link hovered), also the boat's picture as soon as its address is known, and the rest of
 * the page's data. The boat's URL is the one the boat shell preloads for that address (boat.html,
 * boat-en.html), so the browser's preload is used, never asked for twice.
 */
export function prefetchForPath(queryClient: QueryClient, pathname: string, opening = false): void {
  const match = /^\/boat\/([^/]+)\/?$/.exec(pathWithoutLang(pathname));
  if (!match) return;
  const lang = langOfPath(pathname);
  const code = loadBoatRoute();
  const id = boatIdFromParam(match[1]);
  if (id === null) return;
  const options = boatQueryOptions(id, lang);
  const boat = queryClient.prefetchQuery(options).then(() => {
    const imageUrl = queryClient.getQueryData(options.queryKey)?.imageUrl;
    if (opening && imageUrl) preloadImage(imageUrl);
  });
  if (opening) {
    // What the page asks for next (the calendar's taken days, the price list, the extras, the other
    // boats) is asked for now too: the answers are there when the page renders, so it renders them
    // in one pass, not one more pass (and layout) per answer.
    void queryClient.prefetchQuery(calendarBookingsQueryOptions(id));
    void queryClient.prefetchQuery(unavailableDatesQueryOptions(id));
    void queryClient.prefetchQuery(heldRangesQueryOptions(id));
    void queryClient.prefetchQuery(boatPricingQueryOptions(id));
    void queryClient.prefetchQuery(pricedUntilQueryOptions(id));
    void queryClient.prefetchQuery(extrasQueryOptions(lang));
    void queryClient.prefetchQuery(boatsQueryOptions(lang));
    openingBoatPage = Promise.allSettled([code, boat]);
  }
}

/** The page's <img> with the same address then comes from the memory cache. */
function preloadImage(src: string) {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/** A pointer over (or a finger on, or the keyboard on) a link to a boat page starts its loading before the click. */
export function prefetchOnIntent(queryClient: QueryClient): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) prefetchForPath(queryClient, link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
}
