import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from '../../lib/anchor-scroll.ts';

/**
 * docs/product/screens.md#every-page: on a route change the page scrolls smoothly to the top, unless the URL has a hash
 * (then the anchor is reached after 100 ms, 120 px below the top) or the path is under /admin.
 */
export function ScrollManager() {
  const { key, hash, pathname, state } = useLocation();
  // The key changes on every navigation, even to the same URL (a second click on the same anchor);
  // the address and its state change only with it, so the effect runs once per navigation.
  useEffect(() => {
    // A change of the address that only records what the page shows (a destination tab) keeps the scroll.
    if ((state as { keepScroll?: boolean } | null)?.keepScroll) return;
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    // The page as first opened ('default' key) is at the top already, or where the browser put it back.
    if (pathname.startsWith('/admin') || key === 'default') return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key, hash, pathname, state]);
  return null;
}
