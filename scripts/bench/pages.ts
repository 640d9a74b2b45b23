/**
 * The public pages the bench loads, renders under load and runs Lighthouse on: Home and a boat page,
 * in both languages, their addresses from the page table (web/src/app/routes.ts).
 */
import { pathOf } from '../../web/src/app/routes.ts';

export interface PublicPage {
  page: string;
  path: string;
  /** A boat page: the one measured under load (server rendering with the boat's data). */
  boat: boolean;
}

export const PAGE_NAMES = ['Home', 'Boat page', 'Home (English)', 'Boat page (English)'] as const;

export function publicPages(boatId: number): PublicPage[] {
  const boat = { id: String(boatId) };
  return [
    { page: 'Home', path: pathOf('home'), boat: false },
    { page: 'Boat page', path: pathOf('boat', 'it', boat), boat: true },
    { page: 'Home (English)', path: pathOf('home', 'en'), boat: false },
    { page: 'Boat page (English)', path: pathOf('boat', 'en', boat), boat: true },
  ];
}

/** A browser's first request for a page (the load generator sends the same). */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
};
