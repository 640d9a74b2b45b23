import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it is first needed, not with the page
 * (docs/server-rendering.md#code-on-intent): `Component` renders below a Suspense and waits for it;
 * `preload()` fetches it ahead, on the visitor's intent (a pointer over, a focus), so that it
 * usually shows at once. A failed download is asked for again by the next `preload()`.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { Component: lazy(preload), preload };
}
