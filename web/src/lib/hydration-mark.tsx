import { useEffect } from 'react';

/**
 * Leaves the User Timing mark `nbp:hydrated` when React first commits the page around it: on a page
 * that arrived rendered, the moment the browser has taken the server's HTML over and the page
 * answers taps (docs/server-rendering.md#priorities). Only the first time: later pages are the
 * router's. The bench reads it (scripts/bench/lighthouse.ts); it costs one entry in the timeline.
 */
export function HydrationMark() {
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED).length === 0) performance.mark(HYDRATED);
  }, []);
  return null;
}

export const HYDRATED = 'nbp:hydrated';
