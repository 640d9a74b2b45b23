import { describe, expect, it } from 'vitest';
import { adminListPath, adminPlaceOf, loginPathFor, safeReturnPath } from './admin-paths.ts';

describe('the back office addresses (docs/back-office.md#addresses)', () => {
  it('reads the tab and the opened item; /admin is the planning', () => {
    expect(adminPlaceOf('/admin')).toEqual({ section: 'planning', id: null });
    expect(adminPlaceOf('/admin/')).toEqual({ section: 'planning', id: null });
    expect(adminPlaceOf('/admin/planning')).toEqual({ section: 'planning', id: null });
    expect(adminPlaceOf('/admin/impostazioni')).toEqual({ section: 'impostazioni', id: null });
    expect(adminPlaceOf('/admin/richieste/12')).toEqual({ section: 'richieste', id: 12 });
    expect(adminPlaceOf('/admin/prenotazioni/7/')).toEqual({ section: 'prenotazioni', id: 7 });
    expect(adminPlaceOf('/admin/contenuti/3')).toEqual({ section: 'contenuti', id: 3 });
  });

  it('knows no other address, and sends a bad one to its list', () => {
    for (const path of [
      '/admin/nulla',
      '/admin/richieste/abc',
      '/admin/richieste/0',
      '/admin/richieste/-1',
      '/admin/barche/3',
      '/admin/log/1/2',
      '/administrator',
      '/login',
    ])
      expect(adminPlaceOf(path), path).toBeNull();
    expect(adminListPath('/admin/richieste/abc')).toBe('/admin/richieste');
    expect(adminListPath('/admin/barche/3')).toBe('/admin/barche');
    expect(adminListPath('/admin/nulla')).toBe('/admin');
  });
});

describe('the page after signing in (docs/security-sign-in.md#back-to-the-asked-page)', () => {
  it('goes back to a back-office address of this site, with its query', () => {
    expect(safeReturnPath('/admin/richieste/12')).toBe('/admin/richieste/12');
    expect(safeReturnPath('/admin/prenotazioni?x=1')).toBe('/admin/prenotazioni?x=1');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });

  it('refuses anything else: another site, another page, a trick', () => {
    for (const asked of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/',
      '/boat/1',
      '/admin/../login',
      '/admin/%2e%2e/richiesta/x',
      '/administrator',
      '/admin/nulla',
      'admin/richieste',
    ])
      expect(safeReturnPath(asked), String(asked)).toBe('/admin');
  });

  it('the sign-in address of a back-office page names it; the dashboard needs no name', () => {
    expect(loginPathFor('/admin/richieste/12')).toBe('/login?next=%2Fadmin%2Frichieste%2F12');
    expect(loginPathFor('/admin')).toBe('/login');
  });
});
