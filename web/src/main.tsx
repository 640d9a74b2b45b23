import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { prefetchForPath, prefetchOnIntent } from './app/prefetch.ts';
import { AppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { preloadLang } from './i18n/i18n.tsx';
import { langOfPath } from './i18n/lang.ts';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/700.css';

const queryClient = createQueryClient();
prefetchOnIntent(queryClient);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

// What the page asks for first is asked for now (a boat page: its code and its boat side by side).
prefetchForPath(queryClient, window.location.pathname, true);
// An English page's words are asked for beside its code, not after it.
preloadLang(langOfPath(window.location.pathname));

// The first render is a transition: React renders it in slices of a few milliseconds with the main
// thread free in between (a tap or a scroll is answered at once), instead of one long task.
startTransition(render);
