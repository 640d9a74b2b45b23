/**
 * The site's navigation (docs/product/screens.md#navigation). Boat names are the seeded ones
 * (docs/product/decisions.md#brand) and read the same in every language; every other label is a key
 * of the catalogues (docs/languages.md#the-shell). Addresses are written the Italian way: the menus
 * put them in the page's language, and `match`/`isCurrentItem` take the address without its
 * language ('/en/about' is matched as '/about').
 */
import type { MessageId } from '../../i18n/i18n.tsx';
import { pathWithoutLang } from '../../i18n/lang.ts';

/** What a menu shows: a catalogue key, or a name said the same in every language (a boat's). */
export type NavLabel = { id: MessageId } | { name: string };

export interface NavLinkItem {
  to: string;
  label: NavLabel;
}

export const BOAT_LINKS: NavLinkItem[] = [
  { to: '/boat/1', label: { name: 'Eolo 6.40 EL Open - Alacaluf I' } },
  { to: '/boat/2', label: { name: 'Eolo 6.40 EL Open - Alacaluf II' } },
  { to: '/boat/3', label: { name: 'Eolo 6.90 EL - Alacaluf III' } },
  { to: '/boat/4', label: { name: 'Eolo 7.50 Day - Alacaluf IV' } },
];

export const DESTINATION_LINKS: NavLinkItem[] = [
  { to: '/destinations#eolie', label: { id: 'layout.nav.eolie' } },
  { to: '/destinations#golfo-patti', label: { id: 'layout.nav.golfoPatti' } },
];

export type NavEntry =
  | { kind: 'link'; to: string; label: MessageId; match: (path: string) => boolean }
  | { kind: 'menu'; id: 'barche' | 'destinazioni'; label: MessageId; items: NavLinkItem[]; match: (path: string) => boolean };

/** `match` gets the page's address without its language. */
export const NAV: NavEntry[] = [
  { kind: 'link', to: '/', label: 'layout.nav.home', match: (path) => path === '/' },
  { kind: 'menu', id: 'barche', label: 'layout.nav.boats', items: BOAT_LINKS, match: (path) => path.startsWith('/boat/') },
  {
    kind: 'menu',
    id: 'destinazioni',
    label: 'layout.nav.destinations',
    items: DESTINATION_LINKS,
    match: (path) => path === '/destinations',
  },
  { kind: 'link', to: '/about', label: 'layout.nav.about', match: (path) => path === '/about' },
  { kind: 'link', to: '/where-we-are', label: 'layout.nav.whereWeAre', match: (path) => path === '/where-we-are' },
  { kind: 'link', to: '/contact', label: 'layout.nav.contact', match: (path) => path === '/contact' },
];

/** Whether an entry is the page's, whatever the page's language. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  return entry.match(pathWithoutLang(pathname));
}

/** A sub-item is current when its path (and anchor, if any) is the page's, in either language. */
export function isCurrentItem(item: NavLinkItem, pathname: string, hash: string): boolean {
  const [path, anchor] = item.to.split('#');
  if (path !== pathWithoutLang(pathname)) return false;
  if (!anchor) return true;
  // The destinations page opens on the Aeolian tab when there is no anchor.
  return hash === `#${anchor}` || (hash === '' && anchor === 'eolie');
}

/** The text of a label with the page's `t`. */
export function labelText(label: NavLabel, t: (id: MessageId) => string): string {
  return 'id' in label ? t(label.id) : label.name;
}
