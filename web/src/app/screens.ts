/**
 * The screen of each page of the table (app/routes.ts): the page named `x` is drawn by
 * `./routes/x.tsx`, whose default export is the screen and whose `load`, when the page reads the API,
 * names the queries the page is drawn from (docs/server-rendering.md#data). Home comes with the
 * entry; every other screen is a chunk of its own, loaded when its page is first shown (the back
 * office's never on a public page).
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router-dom';
import type { Lang } from '../i18n/lang.ts';
import type { PageName } from './routes.ts';
import * as home from './routes/home.tsx';

/** Puts one query's answer in the cache: the site's query options, as the components read them. */
export type ReadQuery = QueryClient['prefetchQuery'];

/**
 * The page's reads, through `read`: everything its components ask for that is not left to the
 * browser (a live query, lib/query-keys.ts LIVE, or one switched off).
 */
export type PageLoad = (page: { params: Params; lang: Lang }, read: ReadQuery) => Array<Promise<void>>;

export interface ScreenModule {
  default: ComponentType;
  load?: PageLoad;
}

// Every module of ./routes but the tests and the one in the entry (a dynamic import of it would
// move nothing: it is in the entry's file already).
const LAZY = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/home.tsx']);
const IN_ENTRY: Partial<Record<PageName, ScreenModule>> = { home };

/** The screen already in the entry (Home), if the page's is. */
export const entryScreenOf = (page: PageName): ScreenModule | undefined => IN_ENTRY[page];

/** The screen's code; asked for twice it is one request (the module's own). */
export function screenOf(page: PageName): () => Promise<ScreenModule> {
  const load = LAZY[`./routes/${page}.tsx`];
  if (!load) throw new Error(`the page ${page} has no screen: web/src/app/routes/${page}.tsx`);
  return load;
}

/**
 * The router's loader of a page: on the server it waits for every read, so the page renders once
 * with its data; in the browser it starts the reads not asked yet and lets the page show its own
 * loading (a read that failed is not asked again by itself: its page offers 'Riprova').
 */
export function pageLoader(load: PageLoad, lang: Lang, queryClient: QueryClient, wait: boolean): LoaderFunction {
  const read: ReadQuery = (options) =>
    wait || queryClient.getQueryState(options.queryKey) === undefined ? queryClient.prefetchQuery(options) : Promise.resolve();
  return async ({ params }) => {
    const reads = Promise.all(load({ params, lang }, read));
    if (wait) await reads;
    return null;
  };
}
