import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from '../../lib/anchor-scroll.ts';

/**
 * docs/product/screens.md#every-page: on a route change the page scrolls smoothly to the top, unless the URL has a hash
 * (then the anchor is reached after 100 ms, 120 px below the top) or the path is under /admin.
 */
export function ScrollManager() {
  const location = useLocation();
  useEffect(() => {
    // A change of the address that only records what the page shows (a destination tab) keeps the scroll.
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    if (location.hash.length > 1) return scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
    // The page as first opened ('default' key) is at the top already, or where the browser put it back.
    if (location.pathname.startsWith('/admin') || location.key === 'default') return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // The key changes on every navigation, even to the same URL (a second click on the same anchor).
  }, [location.key]);
  return null;
}
