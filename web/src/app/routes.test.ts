import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, PAGE_NAMES, pageAt, pathOf, shellPrefixes, type PageName } from './routes.ts';
import { entryScreenOf, screenOf } from './screens.ts';
import { samePageIn } from '../i18n/lang.ts';

/** An address of each page, with made-up parameters. */
const SAMPLE: Record<PageName, Record<string, string>> = {
  home: {},
  boat: { id: '2' },
  destinations: {},
  about: {},
  'where-we-are': {},
  contact: {},
  faq: {},
  login: {},
  'customer-request': { token: 'abc123' },
  admin: { '*': 'prenotazioni/7' },
  'not-found': { '*': 'questa-pagina-non-esiste' },
};

describe('the page table', () => {
  it('finds each page at its own address, in each of its languages', () => {
    for (const page of PAGE_NAMES) {
      for (const lang of PAGES[page].langs) {
        const path = pathOf(page, lang, SAMPLE[page]);
        expect(pageAt(path), path).toMatchObject({ page, lang });
      }
    }
    expect(pageAt('/en/boat/2').params).toMatchObject({ id: '2' });
    // The private page says its address in English under /en, and the switch's way back keeps the token.
    expect(pathOf('customer-request', 'en', { token: 'abc123' })).toBe('/en/request/abc123');
    expect(pageAt('/en/request/abc123')).toMatchObject({ page: 'customer-request', lang: 'en', params: { token: 'abc123' } });
    for (const page of PAGE_NAMES) {
      if (!(PAGES[page].langs as readonly string[]).includes('en')) continue;
      const english = pathOf(page, 'en', SAMPLE[page]);
      expect(samePageIn('it', { pathname: english }), english).toBe(pathOf(page, 'it', SAMPLE[page]));
      expect(samePageIn('en', { pathname: pathOf(page, 'it', SAMPLE[page]) }), english).toBe(english);
    }
    expect(pageAt('/faq/').page).toBe('faq');
  });

  it('keeps the Italian-only pages Italian, and matches every address in its own letter case', () => {
    for (const path of [
      '/en/login',
      '/en/richiesta/abc',
      '/richiesta',
      '/en/admin',
      '/Richiesta/abc',
      '/en/Request/abc',
      '/Boat/2',
      '/FAQ',
      '/EN/faq',
      '/Admin',
    ])
      expect(pageAt(path).page, path).toBe('not-found');
    expect(pageAt('/en/whatever')).toMatchObject({ page: 'not-found', lang: 'en' });
    expect(pageAt('/admin')).toMatchObject({ page: 'admin', lang: 'it' });
  });

  it('renders the public pages; the sign-in, the private request page and the back office are drawn from the shell', () => {
    expect(PAGE_NAMES.filter((page) => !PAGES[page].rendered)).toEqual(['login', 'customer-request', 'admin']);
    expect(shellPrefixes()).toEqual(['admin', 'en/request', 'login', 'richiesta']);
  });

  it('has a screen for every page, and every screen in app/routes is a page', async () => {
    for (const page of PAGE_NAMES) {
      const screen = entryScreenOf(page) ?? (await screenOf(page)());
      expect(typeof screen.default, page).toBe('function');
    }
    const files = readdirSync(new URL('./routes/', import.meta.url)).filter(
      (file) => /^[\w-]+\.tsx$/.test(file) && !file.endsWith('.test.tsx'),
    );
    expect(files.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual([...PAGE_NAMES].sort());
  }, 30_000);
});
