/**
 * The router's routes, the same in the browser (main.tsx, createBrowserRouter) and on the server
 * (server/render.tsx, createStaticHandler): the page table (app/routes.ts) with each page's screen,
 * loaded lazily (app/screens.ts), and its loader, which reads the page's data into `queryClient`.
 */
import { Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { ScrollManager } from '../components/layouts/scroll-manager.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { LangProvider, useT } from '../i18n/i18n.tsx';
import { langOfPath } from '../i18n/lang.ts';
import { PageError } from './page-error.tsx';
import { PUBLIC_FRAME, routeTree, type PageHandle, type PageName } from './routes.ts';
import { entryScreenOf, pageLoader, screenOf, type ScreenModule } from './screens.ts';

/** `wait`: on the server a page's loader waits for its reads, so it renders once with its data (screens.ts, pageLoader). */
export function appRoutes(queryClient: QueryClient, { wait }: { wait: boolean }): RouteObject[] {
  const withScreen = (route: RouteObject): RouteObject => {
    if (route.handle === PUBLIC_FRAME)
      return { ...route, element: <PublicLayout />, children: route.children?.map(withScreen) } as RouteObject;
    const handle = route.handle as PageHandle | undefined;
    if (!handle) return { ...route, children: route.children?.map(withScreen) } as RouteObject;
    const routeOf = ({ default: Component, load }: ScreenModule) => ({
      Component,
      loader: load ? pageLoader(load, handle.lang, queryClient, wait) : undefined,
    });
    // A page that cannot be drawn says so inside the frame, never blank (docs/public-pages.md#pages-never-blank).
    const inEntry = entryScreenOf(handle.page);
    if (inEntry) return { ...route, ...routeOf(inEntry), errorElement: <PageError /> } as RouteObject;
    const load = screenOf(handle.page);
    // While a screen's code arrives for the first address of a visit drawn in the browser, the
    // loader shows in its place, the frame around it.
    return {
      ...route,
      HydrateFallback: fallbackOf(handle.page),
      errorElement: <PageError />,
      lazy: () => load().then(routeOf),
    } as RouteObject;
  };
  return [
    {
      id: 'root',
      element: <AppShell />,
      // What fails above the pages (the frame itself) still shows the message, without the frame.
      errorElement: <PageError />,
      // The public site twice, Italian at its addresses and English under /en (docs/languages.md#addresses).
      children: routeTree().map(withScreen),
    },
  ];
}

/** The boat page says what it loads, while its code arrives as while its boat does (routes/boat.tsx). */
function BoatLoading() {
  return <PageLoader label={useT()('boat.loading.label')} />;
}

const fallbackOf = (page: PageName) => (page === 'boat' ? BoatLoading : PageLoader);

/** Around every page: the scroll on a change of address, and the address's language. */
function AppShell() {
  return (
    <>
      <ScrollManager />
      {/* Shows nothing only while the English words arrive, the first time an English page is opened. */}
      <Suspense fallback={null}>
        <PathLang>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PathLang>
      </Suspense>
    </>
  );
}

/** The language of the address being shown, for everything below (the back office is Italian). */
function PathLang({ children }: { children: ReactNode }) {
  return <LangProvider lang={langOfPath(useLocation().pathname)}>{children}</LangProvider>;
}

/**
 * Before the browser takes over a page the server rendered: the screens of its address are loaded
 * and put in place, so the router's first render is the page itself, as the server drew it, not a
 * fallback while the code arrives.
 */
export async function loadScreensOf(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
