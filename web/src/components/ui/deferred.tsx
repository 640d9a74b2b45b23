import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children render in a pass of their own once the rest of the page is on screen: for content
 * below the fold, so the first paint (and the picture that is the page's largest content) does not
 * wait for it. That pass is a transition, rendered in slices that leave the main thread free.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
