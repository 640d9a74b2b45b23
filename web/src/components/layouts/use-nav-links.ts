import { useLocation } from 'react-router-dom';
import { isCurrentEntry, isCurrentItem, type NavEntry, type NavLinkItem } from './navigation.ts';

/**
 * What a link of the navigation needs, in the desktop bar as in the mobile sheet: its address and,
 * when it is the page being shown, `aria-current` and the active look.
 */
export function useNavLinks() {
  const { pathname, hash } = useLocation();
  const current = (isCurrent: boolean) => ({ 'aria-current': isCurrent ? ('page' as const) : undefined, $active: isCurrent });
  return {
    /** A top-level link, or whether a menu holds the page. */
    entry: (entry: Extract<NavEntry, { kind: 'link' }>) => ({ to: entry.to, ...current(isCurrentEntry(entry, pathname)) }),
    /** A link inside a menu. */
    item: (item: NavLinkItem) => ({ to: item.to, ...current(isCurrentItem(item, pathname, hash)) }),
    /** Whether a menu holds the page. */
    holds: (entry: NavEntry) => isCurrentEntry(entry, pathname),
  };
}
