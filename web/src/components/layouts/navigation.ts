/** The site's navigation (docs/product/screens.md#navigation). Boat names are the seeded ones (docs/product/decisions.md#brand). */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const BOAT_LINKS: NavLinkItem[] = [
  { to: '/boat/1', label: 'Eolo 6.40 EL Open - Alacaluf I' },
  { to: '/boat/2', label: 'Eolo 6.40 EL Open - Alacaluf II' },
  { to: '/boat/3', label: 'Eolo 6.90 EL - Alacaluf III' },
  { to: '/boat/4', label: 'Eolo 7.50 Day - Alacaluf IV' },
];

export const DESTINATION_LINKS: NavLinkItem[] = [
  { to: '/destinations#eolie', label: 'Isole Eolie' },
  { to: '/destinations#golfo-patti', label: 'Golfo di Patti' },
];

export type NavEntry =
  | { kind: 'link'; to: string; label: string; match: (path: string) => boolean }
  | { kind: 'menu'; id: 'barche' | 'destinazioni'; label: string; items: NavLinkItem[]; match: (path: string) => boolean };

export const NAV: NavEntry[] = [
  { kind: 'link', to: '/', label: 'Home', match: (path) => path === '/' },
  { kind: 'menu', id: 'barche', label: 'Barche', items: BOAT_LINKS, match: (path) => path.startsWith('/boat/') },
  { kind: 'menu', id: 'destinazioni', label: 'Destinazioni', items: DESTINATION_LINKS, match: (path) => path === '/destinations' },
  { kind: 'link', to: '/about', label: 'Chi Siamo', match: (path) => path === '/about' },
  { kind: 'link', to: '/where-we-are', label: 'Dove Siamo', match: (path) => path === '/where-we-are' },
  { kind: 'link', to: '/contact', label: 'Contatti', match: (path) => path === '/contact' },
];

/** A sub-item is current when its path (and anchor, if any) is the page's. */
export function isCurrentItem(item: NavLinkItem, pathname: string, hash: string): boolean {
  const [path, anchor] = item.to.split('#');
  if (path !== pathname) return false;
  if (!anchor) return true;
  // The destinations page opens on the Aeolian tab when there is no anchor.
  return hash === `#${anchor}` || (hash === '' && anchor === 'eolie');
}
