import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider.tsx';
import { prefetchOnIntent } from './app/prefetch.ts';
import { appRoutes, loadScreensOf } from './app/router.tsx';
import { createQueryClient, withApiErrors } from './lib/query-client.ts';
import { preloadLang } from './i18n/i18n.tsx';
import { langOfPath } from './i18n/lang.ts';
import type { PageState } from './server/render.tsx';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/700.css';

const queryClient = createQueryClient();
prefetchOnIntent(queryClient);
const root = document.getElementById('root')!;

/**
 * A public page arrives rendered by the server, with what it was rendered from
 * (docs/server-rendering.md#in-the-browser): the queries' answers fill the cache, the router starts
 * with the server's loader data, the page's screen and words are loaded, and React takes over the
 * HTML as it is (hydration) instead of drawing it again. Any other page (the back office, or the
 * plain shell when the renderer could not answer) is drawn here.
 */
async function start() {
  const pathname = window.location.pathname;
  const rendered = root.hasAttribute('data-hydrate');
  const state = rendered ? (JSON.parse(document.getElementById('nbp-state')?.textContent ?? 'null') as PageState | null) : null;
  if (state) hydrate(queryClient, withApiErrors(state.queries));
  const routes = appRoutes(queryClient, { wait: false });
  const words = preloadLang(langOfPath(pathname));
  if (rendered) await Promise.all([loadScreensOf(routes, pathname), words]);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes, { hydrationData: state?.router })} />
      </AppProvider>
    </StrictMode>
  );
  // Hydration is a transition: rendered in slices, with the main thread free in between.
  startTransition(() => (rendered ? void hydrateRoot(root, app) : createRoot(root).render(app)));
}

void start();
