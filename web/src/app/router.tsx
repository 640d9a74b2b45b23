import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { ScrollManager } from '../components/layouts/scroll-manager.tsx';
import { loadBoatRoute, loadedBoatRoute } from './prefetch.ts';
import HomeRoute from './routes/home.tsx';
import { PAGE_MODULES } from './pages.ts';
import { LangProvider, useT } from '../i18n/i18n.tsx';
import { langOfPath } from '../i18n/lang.ts';

// Every screen but Home is its own chunk; the admin screens never load on public pages.
const BoatRoute = lazy(loadBoatRoute);
const DestinationsRoute = lazy(PAGE_MODULES.destinations);
const AboutRoute = lazy(PAGE_MODULES.about);
const WhereWeAreRoute = lazy(PAGE_MODULES['where-we-are']);
const ContactRoute = lazy(PAGE_MODULES.contact);
const FaqRoute = lazy(PAGE_MODULES.faq);
const LoginRoute = lazy(PAGE_MODULES.login);
const CustomerRequestRoute = lazy(PAGE_MODULES['customer-request']);
const AdminRoute = lazy(PAGE_MODULES.admin);
const NotFoundRoute = lazy(PAGE_MODULES['not-found']);

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
            {/* Every path matched in its own letter case (caseSensitive; React Router ignores case by
                default): /Richiesta/<token> is an unknown page, never the private one, on the server
                as in the browser (docs/security-edge.md#letter-case-in-a-path). */}
            <Routes>
              {/* The public site twice: Italian at its addresses, English under /en (docs/languages.md#addresses). */}
              <Route path="/" caseSensitive>
                {publicRoutes('')}
              </Route>
              <Route path="/en" caseSensitive>
                {publicRoutes('en')}
              </Route>
              {/* Every tab and opened item of the back office is an address below /admin (docs/back-office.md#addresses). */}
              <Route path="/admin/*" caseSensitive element={<AdminRoute />} />
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
      <Route path="boat/:id" caseSensitive element={<BoatPage />} />
      <Route path="destinations" caseSensitive element={<DestinationsRoute />} />
      <Route path="about" caseSensitive element={<AboutRoute />} />
      <Route path="where-we-are" caseSensitive element={<WhereWeAreRoute />} />
      <Route path="contact" caseSensitive element={<ContactRoute />} />
      <Route path="faq" caseSensitive element={<FaqRoute />} />
      {prefix === '' && <Route path="login" caseSensitive element={<LoginRoute />} />}
      {prefix === '' && <Route path="richiesta/:token" caseSensitive element={<CustomerRequestRoute />} />}
      <Route path="*" element={<NotFoundRoute />} />
    </Route>
  );
}

/**
 * The boat page. Its code may already be here (a boat link was hovered, or the page was visited
 * before): then it renders at once, in the same pass as the rest, instead of a loader first (a lazy
 * component always waits one turn). Otherwise the loader shows while its code (and, for the page
 * being opened, the boat) load side by side. Chosen once per visit of the page.
 */
function BoatPage() {
  const [Loaded] = useState(loadedBoatRoute);
  const t = useT();
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<PageLoader label={t('boat.loading.label')} />}>
      <BoatRoute />
    </Suspense>
  );
}
