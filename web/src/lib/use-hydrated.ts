import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the browser takes over the server's HTML (and on the server), true after: for what
 * the server cannot know, such as the address's fragment (#...), which browsers never send. Read
 * through it, such a value changes the page one render after hydration instead of making the
 * browser's first render differ from the HTML (docs/server-rendering.md#in-the-browser). A page the
 * browser draws itself sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
