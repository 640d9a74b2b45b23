/**
 * The site's pages, one table (docs/server-rendering.md#pages, docs/skeleton.md#adding-a-page): each
 * page's address below its language, its languages, whether the server renders it, whether it is in
 * the sitemap. A page named `x` is drawn by the screen module `web/src/app/routes/x.tsx`, which also
 * says what the page reads before it is drawn (its loader, app/screens.ts).
 *
 * Everything that lists pages reads this table: the router in the browser and on the server
 * (app/router.tsx), the renderer's choice of what to render (server/main.ts, html.ts), the build
 * (vite.config.ts: each screen's files, the sitemap, the shell's pages), nginx's shell location
 * (infra/nginx/render.ts), the bench and the tests. Plain data and functions without React, so Node
 * reads it as it is.
 */
import { generatePath, matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { LANGS, pathIn, type Lang } from '../i18n/lang.ts';

interface SitemapEntry {
  changefreq: 'weekly' | 'monthly';
  priority: string;
  /** The values of the path's parameters the sitemap lists, one address each. */
  params?: Record<string, readonly string[]>;
}

interface PageEntry {
  /**
   * The address below its language's root (`/`, `/en`), written the Italian way: '' is the root
   * itself, '*' any address no other page has. Under /en it says in English the words
   * i18n/lang.ts translates ('richiesta/:token' is '/en/request/:token', docs/languages.md#addresses).
   */
  path: string;
  /** Where it exists: both languages (English under /en, docs/languages.md#addresses) or Italian only. */
  langs: readonly Lang[];
  /** The renderer answers it with its whole HTML; otherwise nginx sends the shell and the browser draws it. */
  rendered: boolean;
  /** Inside the public frame (header and footer), or a frame of its own (the back office). */
  frame: 'public' | 'own';
  /** Listed in the sitemap, in both languages (docs/languages.md#the-sitemap). */
  sitemap?: SitemapEntry;
}

const BOTH = LANGS;
const ITALIAN_ONLY = ['it'] as const;

/**
 * The seeded fleet's boats, the ones the header lists too (components/layouts/navigation.ts,
 * BOAT_LINKS; app/routes.test.ts keeps the two equal).
 */
const SEEDED_BOATS = ['1', '2', '3', '4'];

/** Every page, in the sitemap's order. Every address matches in its own letter case (docs/security-edge.md#letter-case-in-a-path). */
export const PAGES = {
  home: { path: '', langs: BOTH, rendered: true, frame: 'public', sitemap: { changefreq: 'weekly', priority: '1.0' } },
  boat: {
    path: 'boat/:id',
    langs: BOTH,
    rendered: true,
    frame: 'public',
    sitemap: { changefreq: 'weekly', priority: '0.9', params: { id: SEEDED_BOATS } },
  },
  destinations: { path: 'destinations', langs: BOTH, rendered: true, frame: 'public', sitemap: { changefreq: 'monthly', priority: '0.8' } },
  about: { path: 'about', langs: BOTH, rendered: true, frame: 'public', sitemap: { changefreq: 'monthly', priority: '0.6' } },
  'where-we-are': {
    path: 'where-we-are',
    langs: BOTH,
    rendered: true,
    frame: 'public',
    sitemap: { changefreq: 'monthly', priority: '0.6' },
  },
  contact: { path: 'contact', langs: BOTH, rendered: true, frame: 'public', sitemap: { changefreq: 'monthly', priority: '0.7' } },
  faq: { path: 'faq', langs: BOTH, rendered: true, frame: 'public', sitemap: { changefreq: 'monthly', priority: '0.5' } },
  // Private, or in need of a session or of a secret in the address: drawn in the browser (docs/server-rendering.md).
  login: { path: 'login', langs: ITALIAN_ONLY, rendered: false, frame: 'public' },
  // '/richiesta/<token>' and '/en/request/<token>': the customer's rental, in the language of their mails.
  'customer-request': { path: 'richiesta/:token', langs: BOTH, rendered: false, frame: 'public' },
  // Every tab and opened item of the back office is an address below /admin (docs/back-office.md#addresses).
  admin: { path: 'admin/*', langs: ITALIAN_ONLY, rendered: false, frame: 'own' },
  // "Pagina non trovata" / "Page Not Found" in the address's language, with status 404.
  'not-found': { path: '*', langs: BOTH, rendered: true, frame: 'public' },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];
/** The pages the server renders: the public site, 404 included. */
export type PublicPageName = { [Page in PageName]: (typeof PAGES)[Page]['rendered'] extends true ? Page : never }[PageName];

/** What a page's route carries (its `handle`): the page and the language it is shown in. */
export interface PageHandle {
  page: PageName;
  lang: Lang;
}

/** What the route of the public frame carries: it draws the header and footer around its pages. */
export const PUBLIC_FRAME = { frame: 'public' } as const;

const entryOf = (page: PageName): PageEntry => PAGES[page];

function pageRoutes(lang: Lang, frame: PageEntry['frame']): RouteObject[] {
  return PAGE_NAMES.filter((page) => entryOf(page).frame === frame && entryOf(page).langs.includes(lang)).map((page) => {
    const handle: PageHandle = { page, lang };
    const path = routePathIn(lang, entryOf(page).path);
    return path === '' ? { id: `${lang}:${page}`, index: true, handle } : { id: `${lang}:${page}`, path, caseSensitive: true, handle };
  });
}

/** A page's route below its language's root, in that language's words: 'richiesta/:token' is 'request/:token' under /en. */
const routePathIn = (lang: Lang, path: string): string =>
  lang === 'it' || path === '' ? path : pathIn(lang, `/${path}`).slice('/en/'.length);

/**
 * The routes of the table, without their screens: each language's root (`/`, `/en`) holds the
 * public frame's pages and the pages with a frame of their own. app/router.tsx gives each its screen.
 */
export function routeTree(): RouteObject[] {
  return LANGS.map((lang) => ({
    id: lang,
    path: pathIn(lang, '/'),
    caseSensitive: true,
    children: [{ id: `${lang}:public`, handle: PUBLIC_FRAME, children: pageRoutes(lang, 'public') }, ...pageRoutes(lang, 'own')],
  }));
}

const TREE = routeTree();

/** The page an address shows, in which language, with the address's parameters (the router's own matching). */
export function pageAt(pathname: string): PageHandle & { params: Params } {
  const match = matchRoutes(TREE, pathname)?.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  // '*' takes any address under both roots; nothing is left unmatched.
  if (!match || !handle) throw new Error(`no page for ${pathname}`);
  return { ...handle, params: match.params };
}

/** Whether the renderer answers this address with its whole HTML (the public pages). */
export const isRenderedAt = (pathname: string): boolean => entryOf(pageAt(pathname).page).rendered;

/** A page's address in a language: pathOf('boat', 'en', { id: '2' }) is '/en/boat/2', pathOf('customer-request', 'en', { token }) '/en/request/<token>'. */
export function pathOf(page: PageName, lang: Lang = 'it', params: Record<string, string> = {}): string {
  return pathIn(lang, generatePath(`/${entryOf(page).path}`, params));
}

export interface SitemapPage {
  page: PageName;
  /** The Italian address; the English one is pathIn('en', path). */
  path: string;
  changefreq: SitemapEntry['changefreq'];
  priority: string;
}

/** The addresses the sitemap lists, Italian, in the table's order (a page with parameters once per listed value). */
export function sitemapPages(): SitemapPage[] {
  return PAGE_NAMES.flatMap((page) => {
    const sitemap = entryOf(page).sitemap;
    if (!sitemap) return [];
    const [name, values] = Object.entries(sitemap.params ?? {})[0] ?? [];
    const paths = name && values ? values.map((value) => pathOf(page, 'it', { [name]: value })) : [pathOf(page)];
    return paths.map((path) => ({ page, path, changefreq: sitemap.changefreq, priority: sitemap.priority }));
  });
}

/**
 * The first segments of the addresses the browser draws from the shell ('admin', 'en/request',
 * 'login', 'richiesta'): nginx sends them the shell without asking the renderer, in any letter case
 * (infra/nginx/nginx.conf.template, SHELL_PAGES).
 */
export function shellPrefixes(): string[] {
  const prefixes = PAGE_NAMES.filter((page) => !entryOf(page).rendered).flatMap((page) => {
    // The segments before the first parameter or '*': 'richiesta/:token' is 'richiesta'.
    const segments = entryOf(page).path.split('/');
    const dynamic = segments.findIndex((segment) => /^[:*]/.test(segment));
    const fixed = (dynamic < 0 ? segments : segments.slice(0, dynamic)).filter(Boolean);
    if (fixed.length === 0) throw new Error(`${page}: a page drawn from the shell needs a fixed first segment for nginx`);
    return entryOf(page).langs.map((lang) => pathIn(lang, `/${fixed.join('/')}`).slice(1));
  });
  return [...new Set(prefixes)].sort();
}
