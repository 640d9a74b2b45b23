import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { ScrollManager } from '../components/layouts/scroll-manager.tsx';
import HomeRoute from './routes/home.tsx';

// Every screen but Home is its own chunk; the admin screens never load on public pages.
const BoatRoute = lazy(() => import('./routes/boat.tsx'));
const DestinationsRoute = lazy(() => import('./routes/destinations.tsx'));
const AboutRoute = lazy(() => import('./routes/about.tsx'));
const WhereWeAreRoute = lazy(() => import('./routes/where-we-are.tsx'));
const ContactRoute = lazy(() => import('./routes/contact.tsx'));
const FaqRoute = lazy(() => import('./routes/faq.tsx'));
const LoginRoute = lazy(() => import('./routes/login.tsx'));
const AdminRoute = lazy(() => import('./routes/admin.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollManager />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/boat/:id" element={<BoatRoute />} />
            <Route path="/destinations" element={<DestinationsRoute />} />
            <Route path="/about" element={<AboutRoute />} />
            <Route path="/where-we-are" element={<WhereWeAreRoute />} />
            <Route path="/contact" element={<ContactRoute />} />
            <Route path="/faq" element={<FaqRoute />} />
            <Route path="/login" element={<LoginRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
          <Route path="/admin" element={<AdminRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
