// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../test/render.tsx';
import NotFoundRoute from './not-found.tsx';

describe('404', () => {
  it('is English under /en, its way home to the English Home', () => {
    renderWithApp(
      <Routes>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>,
      { path: '/en/unknown' },
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
  });

  it('keeps its Italian text on Italian addresses', () => {
    renderWithApp(<NotFoundRoute />, { path: '/unknown' });
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    expect(screen.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla Home' }).getAttribute('href')).toBe('/');
  });
});
