/**
 * The back office's addresses (docs/back-office.md#addresses): one per tab, and one per opened item
 * where a tab has items to open. The tabs are shown in this order.
 */
export const ADMIN_SECTIONS = [
  'planning',
  'prenotazioni',
  'richieste',
  'barche',
  'contenuti',
  'prezzi',
  'calendari',
  'log',
  'impostazioni',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The tabs whose items have an address of their own: `/admin/<tab>/<id>`. */
const WITH_ITEMS: ReadonlySet<AdminSection> = new Set(['prenotazioni', 'richieste', 'contenuti']);

export const adminPaths = {
  home: '/admin',
  section: (section: AdminSection) => `/admin/${section}`,
  booking: (id: number) => `/admin/prenotazioni/${id}`,
  request: (id: number) => `/admin/richieste/${id}`,
  boatContent: (boatId: number) => `/admin/contenuti/${boatId}`,
};

/** Where an address is in the back office; `null` when it is no back-office address. */
export interface AdminPlace {
  section: AdminSection;
  /** The opened item, for the tabs that have items. */
  id: number | null;
}

/**
 * Reads `/admin`, `/admin/<tab>` and `/admin/<tab>/<id>` (a trailing slash allowed). `/admin` is
 * the planning. A tab that is unknown, an item of a tab without items, or an id that is not a
 * positive whole number is `null`: the dashboard then goes to the nearest good address.
 */
export function adminPlaceOf(pathname: string): AdminPlace | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'admin' || parts.length > 3) return null;
  if (parts.length === 1) return { section: 'planning', id: null };
  const section = ADMIN_SECTIONS.find((known) => known === parts[1]);
  if (!section) return null;
  if (parts.length === 2) return { section, id: null };
  if (!WITH_ITEMS.has(section) || !/^[1-9]\d{0,9}$/.test(parts[2]!)) return null;
  return { section, id: Number(parts[2]) };
}

/** The list address of a place: where closing an item, or a bad item address, leads. */
export function adminListPath(pathname: string): string {
  const parts = pathname.split('/');
  const section = ADMIN_SECTIONS.find((known) => known === parts[2]);
  return section ? adminPaths.section(section) : adminPaths.home;
}

/** The query parameter of /login that names where to go after signing in. */
export const RETURN_PARAM = 'next';

/**
 * The page to open after signing in: the asked one when it is a back-office address of this site,
 * else `/admin` (docs/security-sign-in.md#back-to-the-asked-page). Only a path is taken, never an
 * address with a scheme or a host ('//evil.example' is a host too), so the sign-in page cannot send
 * anyone to another site.
 */
export function safeReturnPath(asked: string | null | undefined): string {
  if (!asked || !asked.startsWith('/') || asked.startsWith('//') || /[\\\s]/.test(asked)) return adminPaths.home;
  let url: URL;
  try {
    url = new URL(asked, 'https://same.site.invalid');
  } catch {
    return adminPaths.home;
  }
  if (url.origin !== 'https://same.site.invalid' || !adminPlaceOf(url.pathname)) return adminPaths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that comes back to `path` (just /login for the dashboard's own door). */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back === adminPaths.home ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
