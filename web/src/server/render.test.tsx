import { afterEach, describe, expect, it } from 'vitest';
import { aBoat } from '../test/fixtures.ts';
import { fakeServer, type FakeServer } from '../test/render.tsx';
import { PAGES, PAGE_NAMES, pathOf, type PageName } from '../app/routes.ts';
import { renderPage } from './render.tsx';
import { headTags, pageHtml } from './html.ts';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { withApiErrors } from '../lib/query-client.ts';

/** The public API as the renderer reads it: two boats, their prices, the extras, the booking card's window. */
const api = (answers: Partial<Parameters<typeof fakeServer>[0]> = {}) =>
  fakeServer({
    'GET /api/boats/:id': ({ params }) => (params.id === '2' ? { body: aBoat({ id: 2, name: 'Eolo 7.50' }) } : undefined),
    'GET /api/boats': () => ({ body: [] }),
    'GET /api/extras': () => ({ body: [] }),
    'GET /api/boat-pricing/:boatId': () => ({ body: [] }),
    'GET /api/pricing/boat/:boatId/priced-until': ({ params }) => ({
      body: { boatId: Number(params.boatId), pricedUntil: null, lastBookableDate: null },
    }),
    'GET /api/email-bookings/window': () => ({ body: { sameDayCutoffHour: 9, horizonMonths: 18 } }),
    ...answers,
  });

const plainFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = plainFetch;
});

/** Renders `url` with `server` in place of the gateway; every call the renderer made, in order. */
async function render(url: string, server: FakeServer) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(address);
    const answer = await server.answer({ method: init?.method ?? 'GET', url: address, body: undefined });
    if (!answer) return new Response('Not Found', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { page: await renderPage(url), asked };
}

const SAMPLE: Partial<Record<PageName, Record<string, string>>> = { boat: { id: '2' }, 'not-found': { '*': 'nulla' } };

describe('a page rendered on the server (docs/server-rendering.md#data)', () => {
  it('reads everything it shows through its loader before it renders, each call once', async () => {
    for (const name of PAGE_NAMES.filter((page) => PAGES[page].rendered)) {
      for (const lang of PAGES[name].langs) {
        const url = pathOf(name, lang, SAMPLE[name]);
        const { page, asked } = await render(url, api());
        expect(page.page, url).toBe(name);
        expect(page.status, url).toBe(name === 'not-found' ? 404 : 200);
        // Nothing the page showed was left unread by its loader, and nothing was asked twice.
        expect(
          page.unread.map((query) => query.queryHash),
          url,
        ).toEqual([]);
        expect(asked.length, url).toBe(new Set(asked).size);
        expect(page.state?.router.loaderData, url).toBeDefined();
        expect(page.html, url).toMatch(/<h1/);
      }
    }
  }, 60_000);

  it('a boat page: the boat, its prices, the extras, the fleet and the booking window, in its language; never the calendar', async () => {
    const english = await render('/en/boat/2', api());
    expect(english.asked.sort()).toEqual(
      [
        '/api/boat-pricing/2?lang=en',
        '/api/boats/2?lang=en',
        '/api/boats?lang=en',
        '/api/email-bookings/window',
        '/api/extras?lang=en',
        '/api/pricing/boat/2/priced-until',
      ].sort(),
    );
    expect(english.page.html).toContain('Eolo 7.50');
    // The browser's router starts from the loader's work: the page's route has its (empty) loader data.
    expect(english.page.state?.router.loaderData).toEqual({ 'en:boat': null });
    const home = await render('/', api());
    expect(home.asked).toEqual(['/api/boats']);
  });

  it('without JavaScript: the contact form and the booking card post to the gateway, the menus are disclosures (docs/public-pages.md#forms-without-javascript)', async () => {
    for (const lang of ['it', 'en'] as const) {
      const boat = (await render(pathOf('boat', lang, { id: '2' }), api())).page.html;
      const card = /<noscript>([\s\S]*?)<\/noscript>/.exec(boat)?.[1] ?? '';
      expect(card).toMatch(/<form[^>]*action="\/api\/forms\/booking-request" method="post"/);
      for (const name of ['startDate', 'endDate', 'customerName', 'customerEmail', 'customerPhone', 'notes'])
        expect(card).toMatch(new RegExp(`name="${name}"`));
      expect(card).toMatch(/type="date"/);
      expect(card).toContain(`name="language" value="${lang}"`);
      expect(card).toContain('name="boatId" value="2"');
      const contact = (await render(pathOf('contact', lang), api())).page.html;
      expect(contact).toMatch(/<form[^>]*action="\/api\/forms\/contact"[^>]* method="post"/);
      expect(contact).toContain(`name="language" value="${lang}"`);
      // The header's dropdowns and the phone's menu open with no script.
      expect(contact.match(/<summary/g)?.length).toBe(3);
      expect(contact).not.toContain('<dialog');
    }
  });

  it('answers 404 for a boat that does not exist, with the answer the browser keeps; 503 when a call fails, without the data to take over', async () => {
    const missing = await render('/boat/9', api());
    expect(missing.page.status).toBe(404);
    // The 404 travels, so the browser keeps the not-found page instead of asking again (docs/server-rendering.md#status).
    const boat = missing.page.state?.queries.queries.find((query) => query.queryHash === JSON.stringify(['/api/boats', '9']));
    expect(boat?.state.status).toBe('error');
    const travelled = JSON.parse(JSON.stringify(missing.page.state!.queries)) as DehydratedState;
    const revived = withApiErrors(travelled);
    const error = revived.queries.find((query) => query.queryHash === boat?.queryHash)?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(missing.page.html).toContain('Barca non trovata');
    const down = await render('/boat/2', api({ 'GET /api/extras': () => ({ status: 503, body: { error: 'unavailable' } }) }));
    expect(down.page.status).toBe(503);
    expect(down.page.state).toBeNull();
  });

  it.each(['/nulla', '/en/nulla', '/boat/9', '/en/boat/9'])(
    '%s: the 404 is not indexed (noindex), and has no canonical or alternates (docs/public-pages.md#error-pages)',
    async (url) => {
      const { page } = await render(url, api());
      expect(page.status).toBe(404);
      const head = headTags(page.head!.meta, page.head!.lang, 'https://example.it');
      expect(head).toContain('<meta name="robots" content="noindex" data-page-head="">');
      expect(head).not.toContain('rel="canonical"');
      expect(head).not.toContain('hreflang');
      const template = { html: TEMPLATE, renderedHtml: TEMPLATE, files: {} };
      const html = pageHtml(template, url, page, 'https://example.it');
      expect(html).not.toMatch(/<link rel="canonical"/);
      expect(html).toContain('content="noindex"');
    },
  );

  it('a found page keeps its canonical and is indexed', async () => {
    const { page } = await render('/boat/2', api());
    const head = headTags(page.head!.meta, page.head!.lang, 'https://example.it');
    expect(head).toContain('<link rel="canonical" href="https://example.it/boat/2">');
    expect(head).toContain('content="index, follow"');
  });
});

/** index.html's markers, as the build leaves them (server/html.ts). */
const TEMPLATE =
  '<!doctype html><html lang="it"><head><!--page-head--><title>x</title><!--/page-head--></head><body><div id="root"><!--app--><!--/app--></div></body></html>';
