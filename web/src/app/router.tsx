import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { ScrollManager } from '../components/layouts/scroll-manager.tsx';
import HomeRoute from './routes/home.tsx';
import { loadedPage, loadPage, PAGE_MODULES, type LazyPage } from './pages.ts';
import { LangProvider, useT } from '../i18n/i18n.tsx';
import { langOfPath } from '../i18n/lang.ts';

// Every screen but Home is its own chunk; the admin screens never load on public pages.
const LAZY = {} as Record<LazyPage, ComponentType>;
for (const page of Object.keys(PAGE_MODULES) as LazyPage[]) LAZY[page] = lazy(() => loadPage(page));

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The screens, below a router: the browser's (AppRouter) or, on the server, a fixed address (entry-server.tsx). */
export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      {/* Shows nothing only while the English words arrive, the first time an English page is opened. */}
      <Suspense fallback={null}>
        <PathLang>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {/* The public site twice: Italian at its addresses, English under /en (docs/languages.md#addresses). */}
              <Route path="/">{publicRoutes('')}</Route>
              <Route path="/en">{publicRoutes('en')}</Route>
              <Route path="/admin" element={<Screen page="admin" />} />
            </Routes>
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

/** The public pages, under `/` or under `/en`. The sign-in, the customer's request page and the back office stay Italian. */
function publicRoutes(prefix: '' | 'en') {
  return (
    <Route element={<PublicLayout />}>
      <Route index element={<HomeRoute />} />
      <Route path="boat/:id" element={<BoatPage />} />
      <Route path="destinations" element={<Screen page="destinations" />} />
      <Route path="about" element={<Screen page="about" />} />
      <Route path="where-we-are" element={<Screen page="where-we-are" />} />
      <Route path="contact" element={<Screen page="contact" />} />
      <Route path="faq" element={<Screen page="faq" />} />
      {prefix === '' && <Route path="login" element={<Screen page="login" />} />}
      {prefix === '' && <Route path="richiesta/:token" element={<Screen page="customer-request" />} />}
      <Route path="*" element={<Screen page="not-found" />} />
    </Route>
  );
}

/**
 * A screen. Its code may already be here (the address the browser opened, a boat link that was
 * hovered, a page visited before): then it renders at once, in the same pass as the rest, instead of
 * a loader first (a lazy component always waits one turn). Otherwise the route's loader shows while
 * it loads. Chosen once per visit of the page.
 */
function Screen({ page }: { page: LazyPage }) {
  const [Loaded] = useState(() => loadedPage(page));
  const Lazy = LAZY[page];
  return Loaded ? <Loaded /> : <Lazy />;
}

/** The boat page: a screen whose loader says what it waits for, while its code and its boat load side by side. */
function BoatPage() {
  const t = useT();
  return (
    <Suspense fallback={<PageLoader label={t('boat.loading.label')} />}>
      <Screen page="boat" />
    </Suspense>
  );
}
