// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { appRoutes } from './router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// The FAQ's reads fail as a loader that throws (docs/public-pages.md#pages-never-blank).
vi.mock('./routes/faq.tsx', () => ({
  default: () => <h1>FAQ</h1>,
  load: () => {
    throw new Error('the page could not be read');
  },
}));

// The about page fails while drawing (an answer it cannot read, say).
vi.mock('./routes/about.tsx', () => ({
  default: () => {
    throw new RangeError('Invalid time value');
  },
}));

afterEach(() => cleanup());

function show(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient, { wait: false }), { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('a page that cannot be drawn (docs/public-pages.md#pages-never-blank)', () => {
  it('says so in Italian inside the site frame, with Riprova and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/faq');
    const message = await screen.findByTestId('page-error');
    expect(screen.getByRole('heading', { level: 1, name: 'Qualcosa è andato storto' })).toBeTruthy();
    expect(message.textContent).toContain('Non siamo riusciti a mostrare questa pagina.');
    expect(screen.getByRole('link', { name: 'Riprova' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'Torna alla Home' }).getAttribute('href')).toBe('/');
    // The frame stays: the header's link home is there.
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
  });

  it('says so in English on an English address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/en/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/faq');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
  });

  it('a page that throws while drawing shows the message, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riprova' }).getAttribute('href')).toBe('/about');
  });

  it('every route of the router has it', () => {
    const missing: string[] = [];
    const walk = (routes: ReturnType<typeof appRoutes>) => {
      for (const route of routes) {
        // The page routes (those with a screen) and the root.
        const isPage = route.id === 'root' || Boolean(route.lazy) || Boolean(route.Component);
        if (isPage && !route.errorElement) missing.push(route.id ?? route.path ?? '?');
        if (route.children) walk(route.children);
      }
    };
    walk(appRoutes(createQueryClient(), { wait: false }));
    expect(missing).toEqual([]);
  });
});
