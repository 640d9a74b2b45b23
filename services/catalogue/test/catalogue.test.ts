import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import amqp from 'amqplib';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { serve, type RunningServer } from '@nbp/kit/server';
import { createTestAuth, createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { charactersNotAllowed } from '@nbp/contracts/common';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import type { AdminBoat } from '@nbp/contracts/http/catalogue';
import { entities } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { seed } from '../src/data/seed.ts';
import { SEED_BOATS_EN, SEED_EXTRAS_EN } from '../src/data/seed-data.ts';
import { createApp } from '../src/app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let auth: Awaited<ReturnType<typeof createTestAuth>>;
let infra: Infrastructure;
let server: RunningServer;
let prefix: string;

beforeAll(async () => {
  db = await createTestDatabase('catalogue');
  auth = await createTestAuth();
  prefix = testBusPrefix('catalogue');
  const logger = silentLogger();
  infra = await startInfrastructure({
    name: 'catalogue',
    schema: 'catalogue',
    config: testConfig(db.url, prefix),
    logger,
    entities,
    migrations,
    verifier: auth.verifier,
  });
  await seed(infra.orm.em.fork());
  server = await serve(createApp({ infra }), { port: 0, host: '127.0.0.1', logger, handleSignals: false, onShutdown: infra.close });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const put = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('public catalogue', () => {
  it('lists the four seeded boats with the fields the fleet needs', async () => {
    const response = await get('/api/boats');
    expect(response.status).toBe(200);
    const boats = await response.json();
    expect(boats.map((b: { name: string }) => b.name)).toEqual([
      'Eolo 6.40 EL Open - Alacaluf I',
      'Eolo 6.40 EL Open - Alacaluf II',
      'Eolo 6.90 EL - Alacaluf III',
      'Eolo 7.50 Day - Alacaluf IV',
    ]);
    expect(boats[0]).toMatchObject({ maxPersons: 6, requiresLicense: false, motorPower: '40 CV' });
    expect(boats[2].requiresLicense).toBe(true);
  });

  it('answers a repeated read with 304 through its ETag', async () => {
    const first = await get('/api/boats');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    // Browsers revalidate every time; a shared cache (the gateway) may keep it a second.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to a conditional request.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/api/boats`, { headers: { 'if-none-match': tag! } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('gives one boat with every content field, and 404 JSON for unknown or non-numeric ids', async () => {
    const boat = await (await get('/api/boats/3')).json();
    expect(boat).toMatchObject({ id: 3, deposit: '500.00', year: 2024, checkInTime: '9:00', licenseRequired: true });
    expect(boat.includedItems.length).toBeGreaterThan(0);
    for (const id of ['999', 'abc', '1e3', '-1']) {
      const response = await get(`/api/boats/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found', message: 'Barca non trovata', code: 'boat_not_found' });
    }
  });

  it('lists the active extras with their category', async () => {
    const extras = await (await get('/api/extras')).json();
    expect(new Set(extras.map((e: { category: string }) => e.category))).toEqual(
      new Set(['skipper', 'attrezzature', 'servizi', 'assicurazione']),
    );
  });

  it('answers an unknown route with 404 JSON, and health checks', async () => {
    const nothing = await get('/api/nothing');
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ error: 'not_found', message: 'Risorsa non trovata.', code: 'not_found' });
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await eventually(async () => {
      const response = await get('/readyz');
      return response.status === 200 ? response.json() : undefined;
    });
    expect(ready).toMatchObject({ checks: { database: true, broker: true } });
  });
});

describe('admin content editor', () => {
  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    expect((await get('/api/admin/boats')).status).toBe(401);
    const user = await auth.userToken();
    expect((await get('/api/admin/boats', { headers: { authorization: `Bearer ${user}` } })).status).toBe(403);
    const foreign = await (await createTestAuth()).adminToken();
    expect((await get('/api/admin/boats', { headers: { authorization: `Bearer ${foreign}` } })).status).toBe(401);
  });

  it('answers only names, state and terms with view=names (admin-only too), and 400 for another view', async () => {
    expect((await get('/api/admin/boats?view=names')).status).toBe(401);
    expect((await get('/api/admin/boats?view=names', { headers: { authorization: `Bearer ${await auth.userToken()}` } })).status).toBe(403);
    const token = await auth.adminToken();
    const full = (await (await get('/api/admin/boats', { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
      string,
      unknown
    >[];
    const names = (await (await get('/api/admin/boats?view=names', { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
      string,
      unknown
    >[];
    expect(names).toEqual(
      full.map((boat) => ({
        id: boat.id,
        name: boat.name,
        isActive: boat.isActive,
        deposit: boat.deposit,
        checkInTime: boat.checkInTime,
        checkOutTime: boat.checkOutTime,
      })),
    );
    const other = await get('/api/admin/boats?view=full', { headers: { authorization: `Bearer ${token}` } });
    expect(other.status).toBe(400);
    expect((await other.json()).message).toMatch(/Vista non valida/);
  });

  it('validates the whole boat with readable messages per field', async () => {
    const token = await auth.adminToken();
    const current = await (await get('/api/admin/boats', { headers: { authorization: `Bearer ${token}` } })).json();
    const invalid = { ...current[0], maxPersons: 4.5, year: 'duemila', deposit: '12.345', imageUrl: 'javascript:alert(1)' };
    const response = await put('/api/admin/boats/1', invalid, token);
    expect(response.status).toBe(400);
    const body = await response.json();
    const paths = body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['maxPersons', 'year', 'deposit', 'imageUrl']));
    expect(body.message).toMatch(/Capacità|Anno|Importo|URL/);
    expect((await put('/api/admin/boats/1', '{bad json', token)).status).toBe(400);
  });

  it('saves trimmed lists, sets contentUpdatedAt, shows it to the next public read and records an audit event', async () => {
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, `${prefix}.events`, AUDIT_RECORDED);

    const token = await auth.adminToken();
    const [boat] = await (await get('/api/admin/boats', { headers: { authorization: `Bearer ${token}` } })).json();
    const response = await put(
      '/api/admin/boats/1',
      { ...boat, description: 'Nuova descrizione di prova per il test.', features: ['  GPS  ', '', '   ', 'Frigo'] },
      token,
    );
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved.features).toEqual(['GPS', 'Frigo']);
    expect(saved.contentUpdatedAt).not.toBeNull();
    expect((await (await get('/api/boats/1')).json()).description).toBe('Nuova descrizione di prova per il test.');

    const event = await eventually(async () => {
      const message = await channel.get(queue, { noAck: true });
      return message ? JSON.parse(message.content.toString()) : undefined;
    });
    expect(event.payload).toMatchObject({ action: 'boat.content.updated', entityType: 'boat', entityId: '1' });
    // Only what really changed: a field sent as it was (an empty optional one included) is not named.
    expect(event.payload.details.changed).toEqual(['description', 'features']);
    await connection.close();
  });
});

describe('input refused at the edge', () => {
  const HIDDEN = ['\u0000', '\u001b', '\n', '\r', '\t', '\u0085', '\u2028', '\u202e', '\u2066', '\u200b', '\u2060', '\ufeff'];

  it('hidden or control characters in the boat name, a list entry or the description, and money that is not a plain amount: 400 in Italian, nothing saved', async () => {
    const token = await auth.adminToken();
    const boat = await (await get('/api/boats/1')).json();
    const cases: [Record<string, unknown>, string | RegExp][] = [];
    for (const hidden of HIDDEN) {
      cases.push([{ name: `Alacaluf${hidden}I` }, charactersNotAllowed('Il campo Nome')]);
      cases.push([{ features: ['Prendisole', `Tendalino${hidden}`] }, charactersNotAllowed('Una voce')]);
      if (hidden !== '\n') cases.push([{ description: `Prima riga\nseconda${hidden}` }, charactersNotAllowed('Il campo Descrizione')]);
    }
    for (const deposit of ['abc', 'Infinity', '12abc', '1e3', '-1', '12.345', '100000000', true, [500]]) {
      cases.push([{ deposit }, /^Importo (non valido|troppo alto)/]);
    }
    for (const [change, message] of cases) {
      const response = await put('/api/admin/boats/1', { ...boat, ...change }, token);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).message, JSON.stringify(change)).toMatch(message);
    }
    expect(await (await get('/api/boats/1')).json()).toEqual(boat);

    // A description keeps its line feeds; accents and apostrophes are ordinary text.
    const saved = await put(
      '/api/admin/boats/1',
      { ...boat, description: "Prima riga\nseconda riga con l'accento: è", deposit: '650' },
      token,
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ description: "Prima riga\nseconda riga con l'accento: è", deposit: '650.00' });
  });
});

describe('English texts (docs/languages.md#boat-content)', () => {
  const admin = async () => ({ authorization: `Bearer ${await auth.adminToken()}` });
  const adminBoats = async () => (await (await get('/api/admin/boats', { headers: await admin() })).json()) as AdminBoat[];

  it('answers lang=en with the same shapes and the English texts; lang=it or none, the Italian answer exactly', async () => {
    const italian = await (await get('/api/boats')).json();
    expect(await (await get('/api/boats?lang=it')).json()).toEqual(italian);
    const english = await (await get('/api/boats?lang=en')).json();
    expect(english.map((b: { id: number }) => b.id)).toEqual(italian.map((b: { id: number }) => b.id));
    expect(Object.keys(english[1]).sort()).toEqual(Object.keys(italian[1]).sort());
    expect(english[1]).toEqual({ ...italian[1], description: SEED_BOATS_EN[2]!.description });

    const boat = await (await get('/api/boats/2')).json();
    expect(await (await get('/api/boats/2?lang=it')).json()).toEqual(boat);
    const boatEn = await (await get('/api/boats/2?lang=en')).json();
    expect(boatEn).toEqual({ ...boat, ...SEED_BOATS_EN[2] });
    expect(boatEn.name).toBe('Eolo 6.40 EL Open - Alacaluf II');

    const extras = await (await get('/api/extras')).json();
    const extrasEn = await (await get('/api/extras?lang=en')).json();
    expect(extrasEn).toEqual(extras.map((extra: { id: number }) => ({ ...extra, ...SEED_EXTRAS_EN[extra.id] })));
    // A second ETag per language: a cache keyed by URL keeps them apart, and neither answers for the other.
    expect((await get('/api/boats/2?lang=en')).headers.get('etag')).not.toBe((await get('/api/boats/2')).headers.get('etag'));
  });

  it('refuses any other language with 400, the Italian message and its code', async () => {
    for (const path of [
      '/api/boats?lang=fr',
      '/api/boats?lang=EN',
      '/api/boats/2?lang=de',
      '/api/extras?lang=',
      '/api/extras?lang=it&lang=en',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ message: 'Lingua non valida: it o en', code: 'language_invalid' });
    }
  });

  it('gives the admin list the stored English (null where missing) and saves it in the same PUT, with the audit naming en.<field>', async () => {
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, `${prefix}.events`, AUDIT_RECORDED);
    const nextAudit = () =>
      eventually(async () => {
        const message = await channel.get(queue, { noAck: true });
        return message ? JSON.parse(message.content.toString()) : undefined;
      });

    const boat = (await adminBoats()).find((b) => b.id === 3)!;
    expect(boat.translations).toEqual({ en: SEED_BOATS_EN[3] });
    const italian = await (await get('/api/boats/3')).json();

    // Per field: a translated text in English, an empty or missing one falls back to the Italian.
    const en = {
      description: '  A new English description.  ',
      detailedDescription: '   ',
      features: [],
      comfortFeatures: ['  Big sunbed ', ''],
      navigationFeatures: null,
      includedItems: ['Fuel'],
    };
    const response = await put('/api/admin/boats/3', { ...boat, translations: { en } }, (await admin()).authorization.slice(7));
    expect(response.status).toBe(200);
    expect((await response.json()).translations.en).toEqual({
      description: 'A new English description.',
      detailedDescription: null,
      features: null,
      comfortFeatures: ['Big sunbed'],
      navigationFeatures: null,
      safetyFeatures: null,
      includedItems: ['Fuel'],
      excludedItems: null,
    });
    expect((await nextAudit()).payload).toMatchObject({
      action: 'boat.content.updated',
      entityId: '3',
      details: {
        changed: [
          'en.description',
          'en.detailedDescription',
          'en.features',
          'en.comfortFeatures',
          'en.navigationFeatures',
          'en.safetyFeatures',
          'en.includedItems',
          'en.excludedItems',
        ],
      },
    });
    expect(await (await get('/api/boats/3?lang=en')).json()).toEqual({
      ...italian,
      description: 'A new English description.',
      comfortFeatures: ['Big sunbed'],
      includedItems: ['Fuel'],
      contentUpdatedAt: expect.any(String),
    });
    expect((await (await get('/api/boats?lang=en')).json())[2].description).toBe('A new English description.');

    // Without `translations` the English stays as it is; an Italian change is named as before.
    const { translations: _kept, ...withoutTranslations } = (await adminBoats()).find((b) => b.id === 3)!;
    const again = await put('/api/admin/boats/3', { ...withoutTranslations, year: 2025 }, (await admin()).authorization.slice(7));
    expect(again.status).toBe(200);
    expect((await again.json()).translations.en.description).toBe('A new English description.');
    expect((await nextAudit()).payload.details.changed).toEqual(['year']);
    await connection.close();
  });

  it('checks the English fields with the limits of the Italian ones, and nothing is saved', async () => {
    const token = (await admin()).authorization.slice(7);
    const boat = (await adminBoats()).find((b) => b.id === 4)!;
    const cases: [unknown, string, string, string][] = [
      [
        { en: { description: 'x'.repeat(2001) } },
        'translations.en.description',
        'Descrizione (inglese): massimo 2000 caratteri',
        'field_too_long',
      ],
      [
        { en: { detailedDescription: 'Riga\u202e' } },
        'translations.en.detailedDescription',
        charactersNotAllowed('Il campo Descrizione dettagliata (inglese)'),
        'field_characters_not_allowed',
      ],
      [
        { en: { features: ['x'.repeat(301)] } },
        'translations.en.features.0',
        'Voce troppo lunga (massimo 300 caratteri)',
        'list_item_too_long',
      ],
      [{ en: { safetyFeatures: 'GPS' } }, 'translations.en.safetyFeatures', 'Elenco non valido', 'list_invalid'],
      [{ en: 'English' }, 'translations.en', 'Traduzioni non valide', 'translations_invalid'],
      ['English', 'translations', 'Traduzioni non valide', 'translations_invalid'],
    ];
    for (const [translations, path, message, code] of cases) {
      const response = await put('/api/admin/boats/4', { ...boat, translations }, token);
      expect(response.status, path).toBe(400);
      const body = await response.json();
      expect(body, path).toMatchObject({ message, code });
      expect(body.issues[0], path).toMatchObject({ path, message, code });
    }
    expect((await adminBoats()).find((b) => b.id === 4)).toEqual(boat);
  });

  it('seeds the English texts of a boat seeded before them, but never over an edited one', async () => {
    const em = infra.orm.em.fork();
    await em.getConnection().execute(
      `update catalogue.boats set description_en = null, detailed_description_en = null, features_en = null, comfort_features_en = null,
        navigation_features_en = null, safety_features_en = null, included_items_en = null, excluded_items_en = null where id in (1, 4)`,
    );
    await em.getConnection().execute(`update catalogue.extras set name_en = null, description_en = null where id = 2`);
    // Boat 1 was saved from the editor above: its Italian is no longer the seed's, so it stays untranslated.
    expect(await seed(infra.orm.em.fork())).toEqual({ boats: 0, extras: 0, translated: 2 });
    const boats = await adminBoats();
    expect(boats.find((b) => b.id === 4)!.translations.en).toEqual(SEED_BOATS_EN[4]);
    expect(Object.values(boats.find((b) => b.id === 1)!.translations.en).every((value) => value === null)).toBe(true);
    expect((await (await get('/api/boats/1?lang=en')).json()).description).toBe((await (await get('/api/boats/1')).json()).description);
    expect((await (await get('/api/extras?lang=en')).json()).find((e: { id: number }) => e.id === 2).name).toBe('Snorkelling kit');
    expect(await seed(infra.orm.em.fork())).toEqual({ boats: 0, extras: 0, translated: 0 });
  });
});
