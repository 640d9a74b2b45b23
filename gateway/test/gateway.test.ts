import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestAuth } from '@nbp/kit/testing';
import { monthsAfter, todayInRome } from '@nbp/contracts/common';
import { MESSAGES } from '@nbp/contracts/messages';
import { gatewayEnv } from '../src/config.ts';
import { createApp } from '../src/app.ts';
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { ROUTES, type ServiceName } from '../src/routes.ts';

/** Each upstream is a small server that echoes who it is and what it received. */
interface Seen {
  service: ServiceName;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
/** What the pricing stub says about each boat's last priced day (the dashboard tests set it). */
let pricedUntil: { boats: { boatId: number; pricedUntil: string }[] } = { boats: [] };
const upstreams: http.Server[] = [];
let gateway: http.Server;
let base: string;
let auth: Awaited<ReturnType<typeof createTestAuth>>;
let webDist: string;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}

function upstream(service: ServiceName): http.Server {
  return http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ service, method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (service === 'catalogue' && req.url?.startsWith('/api/boats/shared')) {
        // A shareable answer that changes at every call, so a cached one is recognisable.
        const count = seen.filter((s) => s.url.startsWith('/api/boats/shared')).length;
        res.setHeader('etag', `W/"v${count}"`);
        res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
        return res.end(JSON.stringify({ count }));
      }
      if (service === 'catalogue' && req.url === '/api/admin/boats') return res.end(JSON.stringify([{ id: 1 }, { id: 2 }]));
      if (service === 'pricing' && req.url === '/api/pricing/priced-until') return res.end(JSON.stringify(pricedUntil));
      if (service === 'pricing' && req.url === '/api/admin/pricing-periods')
        return res.end(JSON.stringify([{ id: 7, name: 'Alta stagione' }]));
      if (service === 'booking' && req.url === '/api/admin/bookings/stats') return res.end(JSON.stringify(STATS));
      // The forms' tests (below): a refused contact message, and a stored request.
      if (service === 'notification' && req.url === '/api/send-contact-email' && body.includes('"name":"A"')) {
        res.statusCode = 400;
        const issue = { path: ['name'], message: MESSAGES.formName, code: 'name_required' };
        return res.end(JSON.stringify({ error: 'bad_request', message: MESSAGES.formName, code: 'name_required', issues: [issue] }));
      }
      if (service === 'booking' && req.url === '/api/email-bookings' && body.includes('"customerName":"Form Visitor"')) {
        res.statusCode = 201;
        return res.end(
          JSON.stringify({
            id: 1,
            message: 'ok',
            totalPrice: '300.00',
            status: 'pending',
            holdUntil: '2027-07-01T10:00:00.000Z',
            holdsDays: true,
          }),
        );
      }
      res.end(JSON.stringify({ service, url: req.url }));
    });
  });
}

const STATS = {
  totalBookings: 3,
  totalRevenue: '1200.00',
  recentBookings: 1,
  activeBookings: 2,
  seasonRevenue: '800.00',
  season: { year: 2026, from: '2026-04-01', to: '2026-10-31', running: true },
  occupancy: { month: '2026-11', boats: [{ boatId: 1, name: 'Eolo', percent: 33 }] },
};

beforeAll(async () => {
  auth = await createTestAuth();
  const urls: Record<string, string> = {};
  for (const service of SERVICE_NAMES) {
    const server = upstream(service);
    upstreams.push(server);
    urls[service] = await listen(server);
  }
  webDist = mkdtempSync(path.join(tmpdir(), 'nbp-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nSitemap: __SITE_ORIGIN__/sitemap.xml\n');
  const config = gatewayEnv.parse({
    CATALOGUE_URL: urls.catalogue,
    PRICING_URL: urls.pricing,
    BOOKING_URL: urls.booking,
    NOTIFICATION_URL: urls.notification,
    IDENTITY_URL: urls.identity,
    WEB_DIST: webDist,
    BODY_LIMIT_BYTES: '1024',
    PUBLIC_URL: 'https://www.alacaluf-charter.example/',
  });
  gateway = http.createServer(createApp(config, { logger: pino({ level: 'silent' }), verifier: auth.verifier }));
  base = await listen(gateway);
});

afterAll(async () => {
  await Promise.all([gateway, ...upstreams].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('routing', () => {
  it('sends every owned path to its service unchanged, with the query string', async () => {
    const token = await auth.adminToken();
    for (const [prefix, service] of ROUTES) {
      const response = await fetch(`${base}${prefix}/x?y=1`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, prefix).toBe(200);
      expect(await response.json(), prefix).toEqual({ service, url: `${prefix}/x?y=1` });
    }
  });

  it('answers an /api path no service owns with 404 JSON', async () => {
    const response = await fetch(`${base}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('passes cookies and the request id through, and makes one when missing', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/boats`, { headers: { cookie: 'a=b', 'x-request-id': 'req-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(seen[0]!.headers.cookie).toBe('a=b');
    expect(seen[0]!.headers['x-request-id']).toBe('req-12345678');
    const fresh = await fetch(`${base}/api/boats`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams a POST body to the service', async () => {
    seen.length = 0;
    await fetch(`${base}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Anna"}',
    });
    expect(seen[0]).toMatchObject({ service: 'notification', method: 'POST', body: '{"name":"Anna"}' });
  });
});

describe('shared cache', () => {
  const upstreamCalls = () => seen.filter((s) => s.url.startsWith('/api/boats/shared')).length;

  it('answers a shareable read from memory, with its ETag, a 304 and the security headers', async () => {
    const first = await fetch(`${base}/api/boats/shared`);
    expect(await first.json()).toEqual({ count: 1 });
    const again = await fetch(`${base}/api/boats/shared`, { headers: { 'x-request-id': 'cached-12345' } });
    expect(await again.json()).toEqual({ count: 1 });
    expect(again.headers.get('etag')).toBe('W/"v1"');
    expect(again.headers.get('age')).toMatch(/^\d+$/);
    expect(again.headers.get('x-request-id')).toBe('cached-12345');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(upstreamCalls()).toBe(1);
    // node:http: fetch would add 'Cache-Control: no-cache' to a conditional request.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${base}/api/boats/shared`, { headers: { 'if-none-match': 'W/"v1"' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
    expect(upstreamCalls()).toBe(1);
    // Another URL is another entry.
    expect(await (await fetch(`${base}/api/boats/shared?x=1`)).json()).toEqual({ count: 2 });
  });

  it('asks the service when the caller wants a fresh answer, and after a write to that service', async () => {
    const before = upstreamCalls();
    const reload = await fetch(`${base}/api/boats/shared`, { headers: { 'cache-control': 'no-cache' } });
    expect((await reload.json()).count).toBe(before + 1);
    expect((await (await fetch(`${base}/api/boats/shared`)).json()).count).toBe(before + 1);
    const token = await auth.adminToken();
    const write = await fetch(`${base}/api/admin/boats/1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(200);
    expect((await (await fetch(`${base}/api/boats/shared`)).json()).count).toBe(before + 2);
  });

  it('keeps the English read (?lang=en) apart from the Italian one, and forgets both at a write (docs/languages.md#boat-content)', async () => {
    const italian = (await (await fetch(`${base}/api/boats/shared`)).json()).count;
    const english = (await (await fetch(`${base}/api/boats/shared?lang=en`)).json()).count;
    expect(english).not.toBe(italian);
    expect((await (await fetch(`${base}/api/boats/shared?lang=en`)).json()).count).toBe(english);
    const calls = upstreamCalls();
    const write = await fetch(`${base}/api/admin/boats/1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await auth.adminToken()}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(200);
    expect((await (await fetch(`${base}/api/boats/shared?lang=en`)).json()).count).toBe(calls + 1);
    expect((await (await fetch(`${base}/api/boats/shared`)).json()).count).toBe(calls + 2);
  });

  it('keeps nothing a service did not mark shareable', async () => {
    seen.length = 0;
    await fetch(`${base}/api/boats`);
    await fetch(`${base}/api/boats`);
    expect(seen.filter((s) => s.url === '/api/boats')).toHaveLength(2);
  });
});

describe('protection', () => {
  it('refuses admin calls from anonymous (401) and non-admin (403) callers before they reach a service', async () => {
    seen.length = 0;
    expect((await fetch(`${base}/api/admin/bookings`)).status).toBe(401);
    const user = await auth.userToken();
    expect((await fetch(`${base}/api/admin/bookings`, { headers: { authorization: `Bearer ${user}` } })).status).toBe(403);
    const foreign = await (await createTestAuth()).adminToken();
    expect((await fetch(`${base}/api/admin/bookings`, { headers: { cookie: `nbp_session=${foreign}` } })).status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it("refuses paths with '.' or '..' segments, plain or percent-encoded, with 400 JSON before any service or the cache sees them", async () => {
    /** The path exactly as written: fetch would resolve the dot segments before sending. */
    const rawGet = (path: string) =>
      new Promise<{ status: number; type: string; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .get(`${base}/`, { path }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type']),
                body,
                headers: response.headers,
              }),
            );
          })
          .on('error', reject);
      });
    seen.length = 0;
    for (const path of [
      '/api/boats/../admin/bookings',
      '/api/boats/%2e%2e/admin/bookings',
      '/api/boats/%2E%2e/1',
      '/api/../api/boats',
      '/api/boats/./1',
      '/api/boats/.',
      '/api/boats/..',
      '/api/boats/..%2f..%2fadmin',
      '/api/boats/..%5Cadmin',
      '/api/boats/fleet/../1',
      '/boat/%2e%2e/1',
      '/assets/../index.html',
    ]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(400);
      expect(answer.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body).message, path).toBe('Indirizzo non valido: il percorso contiene segmenti "." o "..".');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect(seen).toHaveLength(0);
    // Dots inside a segment are ordinary.
    for (const path of ['/api/boats/1.5', '/api/boats/.well', '/api/boats/a..b', '/assets/app-abc123.js']) {
      expect((await rawGet(path)).status, path).not.toBe(400);
    }
  });

  it('refuses state-changing calls from another site', async () => {
    const crossOrigin = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(crossOrigin.status).toBe(403);
    const crossSite = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await fetch(`${base}/api/email-bookings`, { method: 'POST', headers: { origin: base }, body: '{}' });
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2048),
    });
    expect(response.status).toBe(413);
  });

  it("gives each of its own refusals the catalogue's code beside the Italian message (docs/errors.md)", async () => {
    const json = async (response: Response) => ({ status: response.status, body: await response.json() });
    expect(await json(await fetch(`${base}/api/unknown`))).toEqual({
      status: 404,
      body: { error: 'not_found', message: MESSAGES.notFound, code: 'not_found' },
    });
    expect(await json(await fetch(`${base}/api/admin/bookings`))).toEqual({
      status: 401,
      body: { error: 'unauthenticated', message: MESSAGES.unauthenticated, code: 'unauthenticated' },
    });
    const user = await auth.userToken();
    expect(await json(await fetch(`${base}/api/admin/bookings`, { headers: { authorization: `Bearer ${user}` } }))).toEqual({
      status: 403,
      body: { error: 'forbidden', message: MESSAGES.forbidden, code: 'forbidden' },
    });
    const crossSite = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(await json(crossSite)).toEqual({ status: 403, body: { error: 'cross_site', message: MESSAGES.crossSite, code: 'cross_site' } });
    const tooLarge = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2048),
    });
    expect(await json(tooLarge)).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: MESSAGES.bodyTooLarge, code: 'payload_too_large' },
    });
    const dots = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/`, { path: '/api/boats/../admin' }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    expect(JSON.parse(dots)).toMatchObject({ error: 'bad_request', code: 'path_invalid' });
  });

  it('reads a chunked body up to the limit: hands on a small one whole, refuses a large one with 413', async () => {
    const chunked = (parts: string[]) =>
      fetch(`${base}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    seen.length = 0;
    const small = await chunked(['{"name":', '"Anna"}']);
    expect(small.status).toBe(200);
    expect(seen[0]).toMatchObject({ service: 'notification', body: '{"name":"Anna"}' });
    const large = await chunked(['{"x":"', 'y'.repeat(800), 'y'.repeat(800), '"}']);
    expect(large.status).toBe(413);
    // A client still sending well after the limit (a slow upload) reads the 413 too: the gateway reads
    // the rest and drops it instead of closing under the client's writes (EPIPE).
    const parts = ['{"x":"', ...Array.from({ length: 12 }, () => 'y'.repeat(1000)), '"}'];
    const slow = await fetch(`${base}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        async pull(controller) {
          const part = parts.shift();
          if (part === undefined) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.enqueue(new TextEncoder().encode(part));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(slow.status).toBe(413);
  });

  it('sets the security headers', async () => {
    const response = await fetch(`${base}/api/boats`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('forms posted without JavaScript (docs/public-pages.md#forms-without-javascript)', () => {
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    });
  const contact = { name: 'Anna Rossi', email: 'anna@example.com', phone: '+39 333 1234567', message: 'Una domanda sulla barca.' };

  it("sends the fields as the API's JSON to its route, as the visitor's request, and answers a page in the form's language", async () => {
    seen.length = 0;
    const answer = await post('/api/forms/contact', { language: 'en', ...contact });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Message sent!');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ service: 'notification', method: 'POST', url: '/api/send-contact-email' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(JSON.parse(seen[0]!.body)).toEqual(contact);

    const request = await post('/api/forms/booking-request', {
      language: 'it',
      boatId: '3',
      boatName: 'Eolo',
      customerName: 'Form Visitor',
      customerEmail: 'form@example.com',
      customerPhone: '+39 333 7654321',
      startDate: '2027-07-01',
      endDate: '2027-07-03',
      notes: '4 persone',
    });
    expect(request.status).toBe(200);
    const page = await request.text();
    expect(page).toContain('Richiesta inviata');
    expect(page).toContain(
      'Dal 1 luglio 2027 al 3 luglio 2027: le date sono riservate per te fino a giovedì 01/07/2027, 12:00 (ora di Patti).',
    );
    expect(page).toContain('href="/boat/3"');
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ boatId: '3', startDate: '2027-07-01', notes: '4 persone', language: 'it' });
  });

  it('answers a refusal with its status, every reason in words, the form again with the values, and the way back', async () => {
    const answer = await post('/api/forms/contact', { language: 'it', ...contact, name: 'A', message: 'Tre <b>parole</b>' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(`<li>${MESSAGES.formName}</li>`);
    expect(html).toContain('name="name" type="text" value="A"');
    expect(html).toContain('Tre &lt;b&gt;parole&lt;/b&gt;</textarea>');
    expect(html).toContain('<form method="post" action="/api/forms/contact"');
    expect(html).toContain('href="/contact"');
  });

  it('refuses a form posted from another site before any service sees it, and leaves other bodies to the API', async () => {
    seen.length = 0;
    const crossSite = await post('/api/forms/contact', { language: 'it', ...contact }, { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    const json = await fetch(`${base}/api/forms/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('dashboard', () => {
  it('composes stats, boats and periods from three services with the caller credentials', async () => {
    const token = await auth.adminToken();
    seen.length = 0;
    const far = monthsAfter(todayInRome(), 12);
    pricedUntil = {
      boats: [
        { boatId: 1, pricedUntil: far },
        { boatId: 2, pricedUntil: far },
      ],
    };
    const response = await fetch(`${base}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      stats: { totalBoats: 2, ...STATS },
      boats: [{ id: 1 }, { id: 2 }],
      pricingPeriods: [{ id: 7, name: 'Alta stagione' }],
      pricing: { pricedUntil: far, warning: null },
    });
    expect(seen.every((s) => s.headers.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('warns the administrator when fewer than 6 months ahead are priced, or an active boat has no price', async () => {
    const token = await auth.adminToken();
    const dashboard = async () => {
      const response = await fetch(`${base}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { pricing: { pricedUntil: string | null; warning: string | null } }).pricing;
    };
    const today = todayInRome();
    const soon = monthsAfter(today, 2);
    pricedUntil = {
      boats: [
        { boatId: 1, pricedUntil: monthsAfter(today, 12) },
        { boatId: 2, pricedUntil: soon },
      ],
    };
    const [y, m, d] = soon.split('-');
    expect(await dashboard()).toEqual({
      pricedUntil: soon,
      warning: `Prezzi definiti solo fino al ${d}/${m}/${y}: aggiungi i periodi dei prossimi mesi.`,
    });
    // Six months ahead is enough.
    const enough = monthsAfter(today, 6);
    pricedUntil = {
      boats: [
        { boatId: 1, pricedUntil: enough },
        { boatId: 2, pricedUntil: enough },
      ],
    };
    expect(await dashboard()).toEqual({ pricedUntil: enough, warning: null });
    // Boat 2 has no price at all: nothing can be booked on it.
    pricedUntil = { boats: [{ boatId: 1, pricedUntil: enough }] };
    expect(await dashboard()).toEqual({
      pricedUntil: null,
      warning: 'Una o più barche attive non hanno prezzi: aggiungi i periodi e i prezzi dei prossimi mesi.',
    });
  });
});

describe('web', () => {
  it('serves the SPA with a fallback and long-cached hashed assets', async () => {
    const deep = await fetch(`${base}/boat/2`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>SPA</title>');
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it("answers a public page with the renderer's HTML, and with the shell when the renderer cannot", async () => {
    const asked: string[] = [];
    const renderer = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/broken') return void res.writeHead(503).end('no');
      res.writeHead(req.url === '/nope' ? 404 : 200, { 'content-type': 'text/html' }).end(`<h1>rendered ${req.url}</h1>`);
    });
    const rendererUrl = await listen(renderer);
    const config = gatewayEnv.parse({ WEB_DIST: webDist, RENDERER_URL: rendererUrl, PUBLIC_URL: 'https://www.alacaluf-charter.example' });
    const withRenderer = http.createServer(createApp(config, { logger: pino({ level: 'silent' }), verifier: auth.verifier }));
    const site = await listen(withRenderer);
    try {
      const page = await fetch(`${site}/en/boat/7?start=2027-06-01`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toBe('<h1>rendered /en/boat/7?start=2027-06-01</h1>');
      const missing = await fetch(`${site}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('<h1>rendered /nope</h1>');
      // The renderer failed: the browser draws the page from the shell.
      expect(await (await fetch(`${site}/broken`)).text()).toBe('<!doctype html><title>SPA</title>');
      // Drawn in the browser, never asked of the renderer.
      for (const own of ['/admin', '/login', '/richiesta/abc', '/en/request/abc']) {
        expect(await (await fetch(`${site}${own}`)).text(), own).toBe('<!doctype html><title>SPA</title>');
      }
      expect(asked).toEqual(['/en/boat/7?start=2027-06-01', '/nope', '/broken']);
      await new Promise((resolve) => renderer.close(resolve));
      // The renderer is down: the shell.
      const down = await fetch(`${site}/faq`);
      expect(down.status).toBe(200);
      expect(await down.text()).toBe('<!doctype html><title>SPA</title>');
    } finally {
      renderer.close();
      await new Promise((resolve) => withRenderer.close(resolve));
    }
  });

  it('names the configured public URL in robots.txt, whatever Host the request names', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: https://www.alacaluf-charter.example/sitemap.xml');
    const forgeries: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forgeries) {
      const forged = await request(base, '/robots.txt', { headers });
      expect(forged.status).toBe(200);
      expect(forged.body).toContain('Sitemap: https://www.alacaluf-charter.example/sitemap.xml');
      expect(forged.body).not.toContain('evil.example');
    }
  });
});

/** A request with whatever headers (Host included) from a chosen source address. */
function request(
  url: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; from?: string; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the client address and the forwarded headers', () => {
  const lastSeen = () => seen.at(-1)!;

  it('as the edge, replaces the X-Forwarded-* a client sent with what it saw itself', async () => {
    const answer = await request(base, '/api/email-bookings', {
      method: 'POST',
      from: '127.0.0.2',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        forwarded: 'for=192.0.2.7',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const headers = lastSeen().headers;
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('refuses a cross-site write that names the attacker in X-Forwarded-Host', async () => {
    const answer = await request(base, '/api/email-bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
  });

  it('behind one proxy of ours (TRUSTED_PROXY_HOPS=2), keeps only the entry that proxy added, then its own', async () => {
    const urls = Object.fromEntries(
      upstreams.map((server, i) => [
        ['CATALOGUE_URL', 'PRICING_URL', 'BOOKING_URL', 'NOTIFICATION_URL', 'IDENTITY_URL'][i],
        `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      ]),
    );
    const config = gatewayEnv.parse({ ...urls, SERVE_WEB: 'false', TRUSTED_PROXY_HOPS: '2' });
    const inner = http.createServer(createApp(config, { logger: pino({ level: 'silent' }), verifier: auth.verifier }));
    const address = await listen(inner);
    try {
      const answer = await request(address, '/api/email-bookings', {
        method: 'POST',
        from: '127.0.0.3',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.7, 198.51.100.4',
          'x-forwarded-host': 'www.alacaluf-charter.example',
          'x-forwarded-proto': 'https',
        },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      const headers = lastSeen().headers;
      expect(headers['x-forwarded-for']).toBe('198.51.100.4, 127.0.0.3');
      expect(headers['x-forwarded-host']).toBe('www.alacaluf-charter.example');
      expect(headers['x-forwarded-proto']).toBe('https');
    } finally {
      await new Promise((resolve) => inner.close(resolve));
    }
  });
});

describe('a service that is down', () => {
  it('is answered 503 JSON in Italian', async () => {
    const dead = http.createServer();
    const url = await listen(dead);
    await new Promise((resolve) => dead.close(resolve));
    const config = gatewayEnv.parse({ CATALOGUE_URL: url, SERVE_WEB: 'false' });
    const server = http.createServer(createApp(config, { logger: pino({ level: 'silent' }), verifier: auth.verifier }));
    const address = await listen(server);
    const response = await fetch(`${address}/api/boats`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'unavailable',
      message: expect.stringMatching(/non disponibile/),
      code: 'unavailable',
    });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('the log', () => {
  it('holds no private link or feed token: not in request lines, nor in the lines of a service that is down', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const dead = http.createServer();
    const deadUrl = await listen(dead);
    await new Promise((resolve) => dead.close(resolve));
    const live = upstream('booking');
    const liveUrl = await listen(live);
    const token = 'PrivateLinkToken0123456789abcdEF';
    const feedToken = 'FeedToken0123456789abcdefGHIJKLm';
    for (const bookingUrl of [liveUrl, deadUrl]) {
      const config = gatewayEnv.parse({ BOOKING_URL: bookingUrl, WEB_DIST: webDist, PUBLIC_URL: 'https://www.alacaluf-charter.example' });
      const server = http.createServer(createApp(config, { logger, verifier: auth.verifier }));
      const address = await listen(server);
      try {
        await fetch(`${address}/api/email-bookings/by-token/${token}`);
        await fetch(`${address}/api/email-bookings/by-token/${token}/cancel`, { method: 'POST' });
        await fetch(`${address}/api/calendars/boats/2.ics?token=${feedToken}`);
        await fetch(`${address}/richiesta/${token}`);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
    await new Promise((resolve) => live.close(resolve));
    const text = lines.join('');
    expect(text).toContain('/api/email-bookings/by-token/[redacted]/cancel');
    expect(text).toContain('/api/calendars/boats/2.ics?token=[redacted]');
    expect(text).toContain('upstream failed');
    expect(text).not.toContain(token);
    expect(text).not.toContain(feedToken);
  });
});
