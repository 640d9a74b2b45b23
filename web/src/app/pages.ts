/**
 * The site's screens and the code of each (docs/server-rendering.md#pages): the router loads a
 * screen through here, the browser loads the screen of the address it opened through here before it
 * takes over the server's HTML, and the build lists each screen's files so the server can name them
 * in that HTML (web/vite.config.ts, pageFiles).
 */
import { pathWithoutLang } from '../i18n/lang.ts';

export const PAGE_MODULES = {
  boat: () => import('./routes/boat.tsx'),
  destinations: () => import('./routes/destinations.tsx'),
  about: () => import('./routes/about.tsx'),
  'where-we-are': () => import('./routes/where-we-are.tsx'),
  contact: () => import('./routes/contact.tsx'),
  faq: () => import('./routes/faq.tsx'),
  login: () => import('./routes/login.tsx'),
  'customer-request': () => import('./routes/customer-request.tsx'),
  admin: () => import('./routes/admin.tsx'),
  'not-found': () => import('./routes/not-found.tsx'),
};

/** Home comes with the entry; every other screen is a chunk of its own. */
export type PageName = 'home' | keyof typeof PAGE_MODULES;

/** The screen an address shows (the router's table, read without React). */
export function pageOf(pathname: string): PageName {
  const english = pathWithoutLang(pathname) !== pathname;
  const path = pathWithoutLang(pathname).replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (!english && (path === '/admin' || path.startsWith('/admin/'))) return 'admin';
  if (!english && path === '/login') return 'login';
  if (!english && /^\/richiesta\/[^/]+$/.test(path)) return 'customer-request';
  if (/^\/boat\/[^/]+$/.test(path)) return 'boat';
  const simple = path.slice(1);
  if (simple === 'destinations' || simple === 'about' || simple === 'where-we-are' || simple === 'contact' || simple === 'faq')
    return simple;
  return 'not-found';
}

/** The screens the server renders: every public one (the sign-in, the customer's page and the back office stay client-rendered). */
export function isServerRendered(page: PageName): boolean {
  return page !== 'admin' && page !== 'login' && page !== 'customer-request';
}
