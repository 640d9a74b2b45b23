import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProvider } from './app/provider.tsx';
import { loadBoatRoute, prefetchOnIntent } from './app/prefetch.ts';
import { AppRouter } from './app/router.tsx';
import { PAGE_MODULES, pageOf } from './app/pages.ts';
import { createQueryClient } from './lib/query-client.ts';
import { preloadLang } from './i18n/i18n.tsx';
import { langOfPath } from './i18n/lang.ts';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/700.css';

const queryClient = createQueryClient();
prefetchOnIntent(queryClient);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/**
 * A public page arrives rendered by the server, with the answers it was rendered from
 * (docs/server-rendering.md#in-the-browser): they fill the cache, the page's code and words are
 * loaded, and React takes over the HTML as it is (hydration) instead of drawing it again. Any other
 * page (the back office, or the plain shell when the renderer could not answer) is drawn here.
 */
async function start() {
  const pathname = window.location.pathname;
  if (!root.hasAttribute('data-hydrate')) {
    void preloadLang(langOfPath(pathname));
    startTransition(() => createRoot(root).render(app));
    return;
  }
  const state = document.getElementById('nbp-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
  const page = pageOf(pathname);
  // The boat page's through its own loader, which keeps it for the render that must not wait (router.tsx, BoatPage).
  const code = page === 'home' ? undefined : page === 'boat' ? loadBoatRoute() : PAGE_MODULES[page]();
  await Promise.all([code, preloadLang(langOfPath(pathname))]);
  // Hydration is a transition: rendered in slices, with the main thread free in between.
  startTransition(() => void hydrateRoot(root, app));
}

void start();
