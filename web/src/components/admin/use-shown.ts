import { useEffect, useRef } from 'react';

/**
 * The element the dashboard was asked to show (a link of the log or the planning): scrolled to the
 * middle of the screen and focused when it becomes the shown one, or is drawn as such after a tab
 * change (docs/back-office.md#a-readable-log).
 */
export function useShownElement<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
