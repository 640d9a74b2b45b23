/**
 * The product's surface against hostile callers: every route of every service (read from the
 * routers, so a new route is covered without anyone editing this file) refuses strangers on admin
 * routes and answers generated garbage with a clear 4xx, never a 500; the gateway and nginx send
 * the security headers and refuse cross-site writes; the logs of the whole run hold no personal
 * data and no secret.
 *
 * RELIABILITY_FUZZ_RUNS (default 25) generated requests per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import fc from 'fast-check';
import { serviceFor } from '../../gateway/src/routes.ts';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { adminCookie, startStack, type Stack } from '../support/stack.ts';
import { createNonAdmin } from '../support/users.ts';
import { allServiceRoutes, fillPath, isAdminRoute, isHealthRoute, isInternalRoute, type ServiceRoute } from '../support/routes.ts';
import { dayFromToday, LIMITS_LIFTED, numberFromEnv, postJson, visitorBooking, visitorContact } from '../support/reliability.ts';
import { keyMaterial, pemMaterial, scanLogs, SECRET_PATTERNS } from '../support/log-scan.ts';

/**
 * The routes anyone may call. A route that is neither here nor under /api/admin/ fails the test:
 * whoever adds one decides, here, that it is public.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/boats',
  'GET /api/boats/:id',
  'GET /api/extras',
  'GET /api/boat-pricing/:boatId',
  'GET /api/pricing/boat/:id/:startDate/:endDate',
  'GET /api/pricing/boat/:id/priced-until',
  'GET /api/pricing/priced-until',
  'GET /api/email-bookings/window',
  'GET /api/bookings',
  'GET /api/unavailable-dates',
  'GET /api/simple-boat-availability',
  'GET /api/all-boats-availability',
  'GET /api/availability',
  'POST /api/email-bookings',
  // A request's private page and its cancel: the unguessable token is the credential (docs/request-lifecycle.md#the-customers-link).
  'GET /api/bookings/held',
  'GET /api/email-bookings/by-token/:token',
  'POST /api/email-bookings/by-token/:token/cancel',
  // A boat's export feed for the marketplaces: the token in its URL is the credential (docs/calendars.md#export-each-boats-feed).
  'GET /api/calendars/boats/:file',
  'POST /api/send-contact-email',
  'POST /api/login/local',
  'GET /api/login',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/auth/user',
  'GET /api/auth/debug',
]);

const routes = allServiceRoutes();
const piiKeys = `surface1:${randomBytes(32).toString('base64')}`;
const jwtPem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const personalData = new Set<string>();
let stack: Stack;
let cookie: string;
let userCookie: string;
const userPassword = 'Cliente2025!Surface';

beforeAll(async () => {
  stack = await startStack({
    label: 'surface',
    env: {
      // Generated input must reach the handlers, not a rate limit; secrets of this run's own, to look for in the logs.
      ...LIMITS_LIFTED,
      LOGIN_MAX_FAILURES: '1000',
      PII_KEYS: piiKeys,
      JWT_PRIVATE_KEY: jwtPem,
    },
  });
  cookie = await adminCookie(stack);
  await createNonAdmin(stack.databaseUrl, 'cliente.surface@test.example', userPassword);
  userCookie = await adminCookie(stack, { email: 'cliente.surface@test.example', password: userPassword });
});

afterAll(async () => {
  await stack?.stop();
});

const routeName = (route: Pick<ServiceRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const sessionValue = (c: string) => c.slice(c.indexOf('=') + 1);

describe('admin routes, from the routers', () => {
  const admin = routes.filter(isAdminRoute);

  it('every route of every service is either an admin route, a listed public route, internal or a health check', () => {
    expect(admin.length).toBeGreaterThanOrEqual(17);
    const unclassified = routes.filter(
      (r) => !isAdminRoute(r) && !isInternalRoute(r) && !isHealthRoute(r) && !PUBLIC_ROUTES.has(routeName(r)),
    );
    expect(unclassified.map(routeName)).toEqual([]);
    const stale = [...PUBLIC_ROUTES].filter((name) => !routes.some((r) => routeName(r) === name));
    expect(stale).toEqual([]);
    // The gateway sends each /api route to the service that declares it.
    const misrouted = routes.filter((r) => r.path.startsWith('/api/') && serviceFor(fillPath(r)) !== r.service);
    expect(misrouted.map((r) => `${routeName(r)} (${r.service} -> ${serviceFor(fillPath(r))})`)).toEqual([]);
  });

  it('each admin route refuses anonymous callers (401) and signed-in non-administrators (403), at the gateway and directly on its service', async () => {
    const refusals: string[] = [];
    const forged = `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"isAdmin":true,"sub":"x","sid":"y"}').toString('base64url')}.`;
    for (const route of admin) {
      for (const base of [stack.url, stack.urls[route.service]]) {
        const call = async (headers: Record<string, string>) => {
          const response = await fetch(`${base}${fillPath(route)}`, {
            method: route.method,
            headers: { 'content-type': 'application/json', ...headers },
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          });
          await response.arrayBuffer();
          return response.status;
        };
        const where = `${routeName(route)} at ${base === stack.url ? 'gateway' : route.service}`;
        const anonymous = await call({});
        const stranger = await call({ cookie: userCookie });
        const forgedToken = await call({ authorization: forged });
        if (anonymous !== 401) refusals.push(`${where}: anonymous got ${anonymous}`);
        if (stranger !== 403) refusals.push(`${where}: non-admin got ${stranger}`);
        if (forgedToken !== 401) refusals.push(`${where}: unsigned token got ${forgedToken}`);
      }
    }
    // The gateway's own admin route, and any path under /api/admin/ even if no service has it.
    for (const extra of ['/api/admin/dashboard', '/api/admin/not-a-route']) {
      const anonymous = (await fetch(`${stack.url}${extra}`)).status;
      const stranger = (await fetch(`${stack.url}${extra}`, { headers: { cookie: userCookie } })).status;
      if (anonymous !== 401) refusals.push(`${extra}: anonymous got ${anonymous}`);
      if (stranger !== 403) refusals.push(`${extra}: non-admin got ${stranger}`);
    }
    expect(refusals).toEqual([]);
    // The same calls succeed for the administrator (so the 401s above were not some other failure).
    const read = admin.find((r) => r.method === 'GET' && r.path === '/api/admin/bookings')!;
    expect((await fetch(`${stack.url}${fillPath(read)}`, { headers: { cookie } })).status).toBe(200);
  });

  it('service-internal routes are not reachable through the gateway', async () => {
    for (const route of routes.filter(isInternalRoute)) {
      const response = await fetch(`${stack.url}${fillPath(route)}`);
      const text = await response.text();
      expect(text, routeName(route)).not.toMatch(/"kty"|"active"/);
    }
  });
});

/** Values no form would send. */
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0041\u0301',
    '\ud800',
    '𝕬𝖑𝖆𝖈𝖆𝖑𝖚𝖋 🚤',
    '٢٠٢٥-٠٦-٠١',
    '２０２５-０６-０１',
    "' or '1'='1' --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00%ZZ',
    '2025-02-30',
    '2025-13-01',
    '0000-00-00',
    '99999-01-01',
    '2025-1-1',
    '2025-06-01T00:00:00Z',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    'true',
    'null',
    '__proto__',
    'constructor',
    'a'.repeat(5000),
  ),
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, -0.0001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), Number.MAX_SAFE_INTEGER, 2 ** 64, 1e308, -1e308, 5e-324),
);
const oddValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Every field name the contracts know, so generated bodies hit real fields with wrong values. */
const FIELDS = [
  'boatId',
  'boatName',
  'customerName',
  'customerEmail',
  'customerPhone',
  'startDate',
  'endDate',
  'totalPrice',
  'notes',
  'selectedExtras',
  'status',
  'name',
  'email',
  'phone',
  'message',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'description',
  'detailedDescription',
  'isActive',
  'oneDayPrice',
  'multiDayPrice',
  'weekendMultiplier',
  'periodId',
  'priceMultiplier',
  'deposit',
  'features',
  'imageUrl',
  'galleryImages',
  'maxPersons',
  'length',
  'motorPower',
  'sortBy',
  'order',
  'boatModel',
  'excludeBoatId',
  'id',
  'isAdmin',
  'date',
  'price',
  'page',
  'pageSize',
];
const field = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));

/** A JSON text: fields with odd values, prototype keys, or something that is not JSON at all. */
const jsonText: fc.Arbitrary<string> = fc.oneof(
  fc.dictionary(field, oddValue, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
  fc
    .tuple(fc.dictionary(field, oddValue, { maxKeys: 4 }), fc.constantFrom('__proto__', 'constructor', 'prototype'), oddValue)
    .map(([object, key, value]) =>
      `{${JSON.stringify(key)}:{"isAdmin":true,"status":"confirmed","polluted":${JSON.stringify(value) ?? 'null'}},${JSON.stringify(object).slice(1)}`.replace(
        /,}$/,
        '}',
      ),
    ),
  oddValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{',
    '{"boatId":',
    '[1,2',
    'nul',
    '{"a":1}}',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '',
    ' ',
    '{"a":"\\ud800"}',
    '1'.repeat(400),
    '['.repeat(5000) + ']'.repeat(5000),
  ),
  fc.string({ maxLength: 60 }),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  '',
);

const queryString = fc
  .array(fc.tuple(field, oddString), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))}`).join('&'))
  .chain((valid) =>
    fc.constantFrom(
      valid,
      `${valid}&boatId=1&boatId=2`,
      `${valid}&boatId[]=1`,
      `${valid}&%ZZ=%E0%A4%A`,
      `${valid}&startDate=2025-02-30&endDate=0000-00-00`,
    ),
  );

/** A path parameter: numbers out of range, words, odd Unicode, broken percent-encoding. */
const pathParam = fc.oneof(
  oddString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?') || 'x')),
  oddNumber.map((n) => encodeURIComponent(String(n))),
  fc.constantFrom('%E0%A4%A', '%ZZ', '..%2F..%2Fetc', '1;drop', '%00', '-1', '0', '99999999999999999999', '1.5', '2025-02-30'),
);

interface Exchange {
  route: string;
  request: string;
  status: number;
  body: string;
}

/** A 4xx must say what is wrong in JSON; nothing may be a 5xx. */
function problem(exchange: Exchange): string | undefined {
  if (exchange.status >= 500) return `${exchange.status}`;
  if (exchange.status >= 400) {
    try {
      const parsed = JSON.parse(exchange.body) as { message?: unknown };
      if (typeof parsed.message !== 'string' || !parsed.message.trim()) return 'no message';
    } catch {
      return 'not JSON';
    }
  }
  return undefined;
}

describe('hostile input', () => {
  const targets = routes.filter((r) => !isHealthRoute(r) && !isInternalRoute(r));

  it('generated garbage on every public and admin route: never a 500, always a 4xx with a readable message', async () => {
    const failures: Exchange[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const runs = numberFromEnv('RELIABILITY_FUZZ_RUNS', 25);
    for (const route of targets) {
      // Admin routes are called as the administrator so the garbage reaches their handlers; logout
      // would end that session, so it and login are called anonymously.
      const asAdmin = isAdminRoute(route);
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathParam, { minLength: 3, maxLength: 3 }),
          queryString,
          jsonText,
          contentType,
          async (params, query, body, type) => {
            let i = 0;
            const url = `${stack.url}${route.path.replace(/:[A-Za-z0-9_]+/g, () => params[i++ % params.length]!)}${query ? `?${query}` : ''}`;
            const headers: Record<string, string> = asAdmin ? { cookie } : {};
            if (type) headers['content-type'] = type;
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const response = await fetch(url, {
              method: route.method,
              headers,
              body: hasBody ? body : undefined,
              redirect: 'manual',
              signal: AbortSignal.timeout(20_000),
            });
            sent += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const exchange = {
              route: routeName(route),
              request: `${url.slice(stack.url.length, 300)} ${type} ${hasBody ? body.slice(0, 200) : ''}`,
              status: response.status,
              body: await response.text(),
            };
            // A redirect (GET /api/login, /api/logout) is an answer too.
            if (exchange.status >= 300 && exchange.status < 400) return;
            const wrong = problem(exchange);
            if (wrong) failures.push({ ...exchange, body: `${wrong}: ${exchange.body.slice(0, 300)}` });
          },
        ),
        { numRuns: runs },
      );
    }
    console.info(
      `[hostile input] ${sent} generated requests over ${targets.length} routes, answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    // The administrator's session survived it all.
    expect((await fetch(`${stack.url}/api/admin/bookings`, { headers: { cookie } })).status).toBe(200);
  }, 600_000);

  it('bodies over the size limit are refused with 413, at the gateway and at each service', async () => {
    const posts = routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && !isInternalRoute(r));
    const big = JSON.stringify({ notes: 'x'.repeat(200 * 1024) });
    const overService = JSON.stringify({ notes: 'x'.repeat(70 * 1024) });
    const wrong: string[] = [];
    for (const route of posts) {
      const headers = { 'content-type': 'application/json', ...(isAdminRoute(route) ? { cookie } : {}) };
      const viaGateway = await fetch(`${stack.url}${fillPath(route)}`, { method: route.method, headers, body: big });
      if (viaGateway.status !== 413) wrong.push(`${routeName(route)} gateway: ${viaGateway.status}`);
      else expect((await viaGateway.json()).message).toBe('La richiesta è troppo grande.');
      const direct = await fetch(`${stack.urls[route.service]}${fillPath(route)}`, { method: route.method, headers, body: overService });
      if (direct.status !== 413) wrong.push(`${routeName(route)} ${route.service}: ${direct.status}`);
    }
    // Without a Content-Length (chunked) the gateway reads the body up to its limit before proxying it.
    const chunked = await fetch(`${stack.url}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++)
            controller.enqueue(new TextEncoder().encode(i === 0 ? `{"notes":"${'x'.repeat(8 * 1024)}` : 'x'.repeat(8 * 1024)));
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    if (chunked.status !== 413) wrong.push(`chunked via gateway: ${chunked.status}`);
    expect(wrong).toEqual([]);
  });
});

/** The CSP directives, and whether any of them lets in anything but the site itself. */
function cspProblems(csp: string | null): string[] {
  if (!csp) return ['no Content-Security-Policy'];
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
  const problems: string[] = [];
  if (directives.get('default-src')?.join(' ') !== "'self'") problems.push(`default-src is ${directives.get('default-src')?.join(' ')}`);
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors is not none');
  if (directives.get('script-src')?.join(' ') !== "'self'") problems.push(`script-src is ${directives.get('script-src')?.join(' ')}`);
  for (const [name, sources] of directives) {
    for (const source of sources) {
      const allowed = ["'self'", "'none'", 'data:'].includes(source) || (name === 'style-src' && source === "'unsafe-inline'");
      if (!allowed) problems.push(`${name} allows ${source}`);
    }
  }
  return problems;
}

function headerProblems(where: string, response: Response): string[] {
  const h = response.headers;
  const problems = cspProblems(h.get('content-security-policy')).map((p) => `${where}: ${p}`);
  if (h.get('x-content-type-options') !== 'nosniff') problems.push(`${where}: X-Content-Type-Options ${h.get('x-content-type-options')}`);
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(h.get('referrer-policy') ?? '')) {
    problems.push(`${where}: Referrer-Policy ${h.get('referrer-policy')}`);
  }
  if (h.get('x-frame-options') !== 'DENY') problems.push(`${where}: X-Frame-Options ${h.get('x-frame-options')}`);
  if (h.get('x-powered-by') || /express|koa|nginx\//i.test(h.get('server') ?? ''))
    problems.push(`${where}: names its software (${h.get('x-powered-by') ?? h.get('server')})`);
  return problems;
}

describe('security headers and cross-site requests', () => {
  let nginx: Nginx | undefined;
  let nginxUrl = '';

  beforeAll(async () => {
    // Its config, access and error logs stay with the run's logs (the log test reads them too).
    nginx = await startNginx({
      gatewayPort: stack.ports.gateway,
      rendererPort: stack.ports.renderer,
      dir: path.join(stack.logDir, 'nginx'),
    });
    nginxUrl = nginx.url;
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  /** A bundle the SPA shell loads, as the browser would ask for it. */
  const asset = async (base: string) =>
    /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1] ?? '/index.html';

  it('the gateway and nginx send a CSP that allows only the site itself, nosniff, no framing and a referrer policy, on every kind of answer', async () => {
    const problems: string[] = [];
    for (const [name, base] of [
      ['gateway', stack.url],
      ['nginx', nginxUrl],
    ] as const) {
      for (const p of [
        '/',
        '/boat/1',
        await asset(base),
        '/api/boats',
        '/api/does-not-exist',
        '/api/admin/bookings',
        '/assets/missing.js',
      ]) {
        const response = await fetch(`${base}${p}`);
        await response.arrayBuffer();
        problems.push(...headerProblems(`${name} ${p} (${response.status})`, response));
        // One copy of each header: nginx hides the gateway's own on /api answers.
        if ((response.headers.get('content-security-policy') ?? '').includes(', default-src'))
          problems.push(`${name} ${p}: CSP sent twice`);
      }
      const tooBig = await fetch(`${base}/api/email-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(200 * 1024),
      });
      expect(tooBig.status).toBe(413);
      problems.push(...headerProblems(`${name} 413`, tooBig));
    }
    expect(problems).toEqual([]);
  });

  it('state-changing calls from another site are refused, through the gateway and through nginx; the session cookie is HttpOnly and SameSite', async () => {
    const refused: string[] = [];
    const booking = { ...visitorBooking('xsite', 1), startDate: dayFromToday(40), endDate: dayFromToday(41) };
    for (const base of [stack.url, nginxUrl]) {
      const attempts: [string, string, Record<string, string>, unknown][] = [
        ['POST', '/api/email-bookings', { origin: 'https://evil.example' }, booking],
        ['POST', '/api/email-bookings', { 'sec-fetch-site': 'cross-site' }, booking],
        ['POST', '/api/email-bookings', { origin: 'null' }, booking],
        ['POST', '/api/send-contact-email', { origin: 'http://127.0.0.1.evil.example' }, visitorContact('xsite', 1)],
        ['PUT', '/api/admin/boats/1', { origin: 'https://evil.example', cookie }, { description: 'x' }],
        ['POST', '/api/admin/bookings', { 'sec-fetch-site': 'cross-site', cookie }, {}],
        ['POST', '/api/logout', { origin: 'https://evil.example', cookie }, {}],
        ['POST', '/api/login/local', { origin: 'https://evil.example' }, { username: stack.admin.email, password: stack.admin.password }],
      ];
      for (const [method, p, headers, body] of attempts) {
        const response = await fetch(`${base}${p}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        const answer = (await response.json().catch(() => ({}))) as { error?: string };
        if (response.status !== 403 || answer.error !== 'cross_site')
          refused.push(`${base} ${method} ${p} ${JSON.stringify(headers)}: ${response.status}`);
      }
      // The site itself (same origin) gets through.
      const own = await fetch(`${base}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(visitorContact('xsite', base === stack.url ? 2 : 3)),
      });
      expect(own.status).toBe(201);
    }
    expect(refused).toEqual([]);
    // The administrator is still signed in: the cross-site logout did nothing.
    expect((await fetch(`${stack.url}/api/admin/bookings`, { headers: { cookie } })).status).toBe(200);

    const login = await fetch(`${stack.url}/api/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: stack.admin.email, password: stack.admin.password }),
    });
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('nbp_session='))!;
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  });
});

describe('logs', () => {
  it('after a run with bookings, contacts and sign-ins, no log line holds personal data, the admin password, a session token or key material', async () => {
    // Visitors with personal data of their own, through nginx-less gateway and directly.
    const tag = 'logscan';
    for (let i = 0; i < 3; i++) {
      const booking = visitorBooking(tag, i);
      const contact = visitorContact(tag, i);
      for (const value of [
        booking.customerName,
        booking.customerEmail,
        booking.customerPhone,
        booking.notes!,
        contact.name,
        contact.email,
        contact.phone,
      ])
        personalData.add(value);
      expect((await postJson(stack, '/api/email-bookings', booking)).status).toBe(201);
      expect((await postJson(stack, '/api/send-contact-email', contact)).status).toBe(201);
    }
    // A wrong password, a wrong e-mail and a password change attempt: secrets in request bodies.
    await postJson(stack, '/api/login/local', { username: stack.admin.email, password: 'Sbagliata2025!Segreta' });
    await postJson(stack, '/api/login/local', { username: 'sconosciuto.utente@test.example', password: 'Sbagliata2025!Segreta' });
    await postJson(
      stack,
      '/api/admin/change-password',
      { currentPassword: 'Sbagliata2025!Segreta', newPassword: 'Nuova2025!Segreta', confirmPassword: 'Nuova2025!Segreta' },
      { cookie },
    );
    const requests = (await (await fetch(`${stack.url}/api/admin/email-requests`, { headers: { cookie } })).json()) as unknown[];
    expect(requests.length).toBeGreaterThanOrEqual(3);

    await stack.stop();
    const secrets = [
      ...personalData,
      stack.admin.password,
      userPassword,
      'Sbagliata2025!Segreta',
      'Nuova2025!Segreta',
      'sconosciuto.utente@test.example',
      'cliente.surface@test.example',
      sessionValue(cookie),
      sessionValue(userCookie),
      ...keyMaterial(piiKeys),
      ...keyMaterial(),
      ...pemMaterial(jwtPem),
    ];
    const { files, lines, findings } = scanLogs(stack.logDir, secrets, SECRET_PATTERNS);
    expect(files).toBeGreaterThanOrEqual(7);
    expect(lines).toBeGreaterThan(100);
    expect(findings.slice(0, 10)).toEqual([]);
  });
});
