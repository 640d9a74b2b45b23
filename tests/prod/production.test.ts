/**
 * The production promises, on docker-compose.yml as scripts/prod-local runs it (no Docker): three
 * booking replicas and two gateways behind nginx (`--scale booking=3 --scale gateway=2`), every
 * process with exactly compose's environment (NODE_ENV=production, its own PostgreSQL role, the two
 * proxy hops), visitors reaching nginx from addresses of their own.
 *
 * - the load is shared: each booking replica answers at least a fifth of 3,000 availability calls,
 *   counted from each replica's own request log lines;
 * - a replica killed under load (SIGKILL, the restart policy starts it again): at most 1 % of the
 *   requests fail, and every accepted booking request is stored once and mailed once;
 * - the public pages come from the web renderer, through nginx, as plain HTTP gets them;
 * - a rolling update of every service, one replica at a time as deploy.update_config says, under
 *   the same traffic: no request fails, and the pages are still rendered afterwards (nginx follows
 *   the renderer's new replicas).
 *
 * The figures (shares, failures, durations) are printed for docs/operations.md and the README.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { ROOT, startProdLocal, type ProdLocal } from '../../scripts/prod-local/harness.ts';
import { dayFromToday, inParallel } from '../support/reliability.ts';
import {
  database,
  describeFailures,
  mailTally,
  requestLines,
  requestRows,
  rowKey,
  send,
  sleep,
  traffic,
  visitorAddress,
  type TrafficReport,
} from './support.ts';

let run: ProdLocal;
let db: pg.Pool;
const lines: string[] = [];
const NODE_SERVICES = ['booking', 'catalogue', 'gateway', 'identity', 'notification', 'pricing'];
/** The Node processes a rolling update replaces: the services, the gateway and the web renderer. */
const UPDATED = [...NODE_SERVICES, 'renderer'];
/** 50 requests a second of mixed traffic (docs/operations.md#what-npm-run-testprod-proves-on-it). */
const RATE = 50;

beforeAll(async () => {
  run = await startProdLocal({
    label: 'testprod',
    scale: { booking: 3, gateway: 2 },
    httpPort: 0,
    // Compose's own defaults and generated secrets only, nothing from this shell; but the mail viewer
    // opened (off by default): the tests count the mails it holds.
    variables: { MAIL_VIEWER_IP: '0.0.0.0' },
    build: false,
    log: (line) => lines.push(line),
  });
  db = database(run);
});

afterAll(async () => {
  await db?.end();
  await run?.stop();
});

const report = (line: string) => console.log(`[prod] ${line}`);

/** A process's environment as the kernel holds it. */
function environOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

/**
 * A boat's page as a plain HTTP client gets it from the site (no JavaScript runs): the renderer's
 * HTML, with the boat's name (read from the API) in its <h1> and #root marked for hydration. Were
 * the renderer away, nginx would send the site's shell instead: an empty #root, no data-hydrate.
 */
async function expectRenderedBoatPage(): Promise<void> {
  const boat = (await (await fetch(`${run.url}/api/boats/2`, { signal: AbortSignal.timeout(10_000) })).json()) as { name: string };
  const response = await fetch(`${run.url}/boat/2`, { signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html).toMatch(/<div id="root" data-hydrate="">/);
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  expect(heading?.replace(/&amp;/g, '&')).toBe(boat.name);
}

/** Every accepted booking request stored once and mailed once (office and customer), every contact message mailed once. */
async function expectStoredAndMailedOnce(traffic: TrafficReport): Promise<void> {
  const rows = await requestRows(db);
  const missingOrRepeated = traffic.accepted
    .filter((b) => rows.get(rowKey(b)) !== 1)
    .map((b) => `${rowKey(b)}: ${rows.get(rowKey(b)) ?? 0}`);
  expect(missingOrRepeated, 'booking requests answered 201 and not stored exactly once').toEqual([]);

  const expected = [
    ...traffic.accepted.flatMap((b) => [`to:${b.customerEmail.toLowerCase()}`, `office:${b.customerEmail.toLowerCase()}`]),
    ...traffic.contacts.map((email) => `office:${email.toLowerCase()}`),
  ];
  const ours = (address: string) => /@(cliente|visitatore)\.example$/.test(address);
  // Through the outbox, RabbitMQ and SMTP: a minute at most on a busy machine.
  await eventually(
    async () => {
      const tally = await mailTally(run, ours);
      return expected.every((key) => tally.has(key)) ? tally : undefined;
    },
    { attempts: 240, intervalMs: 500 },
  ).catch(async () => {
    const tally = await mailTally(run, ours);
    throw new Error(`mails missing: ${expected.filter((key) => !tally.has(key)).join(', ')}`);
  });
  // A second copy would come right behind the first: look again a moment later.
  await sleep(2000);
  const tally = await mailTally(run, ours);
  expect(expected.filter((key) => tally.get(key) !== 1).map((key) => `${key}: ${tally.get(key)}`)).toEqual([]);
}

describe('docker-compose.yml run by scripts/prod-local', () => {
  it('runs each service as its image does, with exactly the environment compose gives it', () => {
    const counts = Object.fromEntries(NODE_SERVICES.map((name) => [name, run.replicas.filter((r) => r.service === name).length]));
    expect(counts).toEqual({ booking: 3, catalogue: 1, gateway: 2, identity: 1, notification: 1, pricing: 1 });
    for (const replica of run.replicas.filter((r) => NODE_SERVICES.includes(r.service))) {
      // node [--import <Docker's DNS stand-in>] --enable-source-maps dist/main.js, in the workspace.
      expect(replica.argv.slice(-2), replica.name).toEqual(['--enable-source-maps', 'dist/main.js']);
      expect(replica.argv.slice(1, 3), replica.name).toEqual([
        '--import',
        expect.stringContaining('scripts/prod-local/hosts-preload.mjs?table='),
      ]);
      expect(replica.cwd, replica.name).toBe(path.join(ROOT, replica.service === 'gateway' ? 'gateway' : `services/${replica.service}`));
      const env = environOf(replica.pid!);
      expect(env.NODE_ENV, replica.name).toBe('production');
      expect(env.TRUSTED_PROXY_HOPS, replica.name).toBe('2');
      expect(env.HOST, replica.name).toBe(replica.address);
      expect(env.CATALOGUE_URL, replica.name).toBe('http://catalogue:4101');
      expect(env.INSTANCE_ID, replica.name).toBeUndefined();
      if (replica.service !== 'gateway') {
        // Its own PostgreSQL role, on the run's database; RabbitMQ as the machine's guest.
        expect(new URL(env.DATABASE_URL!).username, replica.name).toBe(replica.service);
        expect(new URL(env.DATABASE_URL!).pathname, replica.name).toBe(`/${run.databaseName}`);
        expect(env.AMQP_URL, replica.name).toBe('amqp://guest:guest@rabbitmq:5672');
        expect(env.BUS_PREFIX, replica.name).toBe(run.busPrefix);
      }
    }
    expect(environOf(run.replicas.find((r) => r.service === 'notification')!.pid!).SMTP_HOST).toBe('maildev');
    // The web renderer: its image's command, from the repository (WORKDIR /app), reading the gateway.
    const renderers = run.replicas.filter((r) => r.service === 'renderer');
    expect(renderers.length).toBe(2);
    for (const replica of renderers) {
      expect(replica.argv.slice(-2), replica.name).toEqual(['--enable-source-maps', 'web/dist-server/main.js']);
      expect(replica.cwd, replica.name).toBe(ROOT);
      const env = environOf(replica.pid!);
      expect(env.NODE_ENV, replica.name).toBe('production');
      expect(env.HOST, replica.name).toBe(replica.address);
      expect(env.API_URL, replica.name).toBe('http://gateway:8080');
      expect(existsSync(path.join(env.WEB_DIST!, '.vite', 'page-files.json')), replica.name).toBe(true);
    }
    expect(run.deviations.length).toBeGreaterThan(5);
  });

  it("answers a public page with the renderer's HTML through nginx: the boat's name in its <h1>, #root to hydrate", async () => {
    await expectRenderedBoatPage();
  });

  it('shares the load: each of three booking replicas answers at least 20 % of 3,000 availability calls through nginx', async () => {
    const pathname = '/api/simple-boat-availability';
    const before = requestLines(run, 'booking', pathname);
    const statuses = new Map<number, number>();
    const started = performance.now();
    await inParallel(
      Array.from({ length: 3000 }, (_, i) => i),
      20,
      async (i) => {
        const start = dayFromToday(20 + (i % 300));
        const reply = await send(run.url, `${pathname}?boatId=${1 + (i % 4)}&startDate=${start}&endDate=${start}`, {
          from: visitorAddress(),
        });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3000 });
    // The log lines reach the files a moment after the answers.
    const served = await eventually(
      async () => {
        const after = requestLines(run, 'booking', pathname);
        const counts = [...after.entries()].map(([index, n]) => [index, n - (before.get(index) ?? 0)] as const);
        return counts.reduce((sum, [, n]) => sum + n, 0) >= 3000 ? counts : undefined;
      },
      { attempts: 100, intervalMs: 100 },
    );
    const total = served.reduce((sum, [, n]) => sum + n, 0);
    report(
      `load share: ${served.map(([index, n]) => `booking-${index} ${n} (${((100 * n) / total).toFixed(1)} %)`).join(', ')}; 3,000 calls in ${seconds.toFixed(1)} s`,
    );
    expect(total).toBe(3000);
    for (const [index, n] of served) expect(n / total, `booking-${index}`).toBeGreaterThanOrEqual(0.2);
  });

  it('loses at most 1 % of 50 requests a second when a booking replica is killed, and every accepted request is stored and mailed once', async () => {
    const crashed = run.replicas.find((r) => r.name === 'booking-2')!;
    const load = traffic(run.url, { tag: 'crash', ratePerSecond: RATE, minMs: 20_000 });
    await sleep(8000);
    await run.kill('booking', 2, 'SIGKILL');
    const result = await load;
    // The restart policy started it again, at its address, after its delay.
    await run.waitHealthy('booking', 2);
    const restarted = run.replicas.find((r) => r.name === 'booking-2')!;
    expect(restarted.restarts).toBe(crashed.restarts + 1);
    expect(restarted.pid).not.toBe(crashed.pid);
    expect(restarted.address).toBe(crashed.address);

    report(
      `crash: ${result.sent} requests, ${result.failures.length} failed (${((100 * result.failures.length) / result.sent).toFixed(2)} %), ${result.accepted.length} booking requests accepted${
        result.failures.length ? `\n${describeFailures(result)}` : ''
      }`,
    );
    expect(result.sent).toBeGreaterThanOrEqual(RATE * 18);
    expect(result.failures.length / result.sent, describeFailures(result)).toBeLessThanOrEqual(0.01);
    // One request in ten is a booking request: about a hundred.
    expect(result.accepted.length).toBeGreaterThanOrEqual(80);
    await expectStoredAndMailedOnce(result);
  }, 180_000);

  it('loses no request while every service is updated, one replica at a time', async () => {
    const before = new Map(run.replicas.map((r) => [r.name, r.pid]));
    const started = performance.now();
    const rolling = run.rollingRestart({ delayMs: 1000 });
    const result = await traffic(run.url, { tag: 'rolling', ratePerSecond: RATE, minMs: 5000, until: rolling, maxBookings: 300 });
    await rolling;
    const seconds = (performance.now() - started) / 1000;
    for (const replica of run.replicas.filter((r) => UPDATED.includes(r.service))) {
      expect(replica.pid, `${replica.name} replaced`).not.toBe(before.get(replica.name));
    }
    report(
      `rolling update: ${run.replicas.filter((r) => UPDATED.includes(r.service)).length} replicas in ${seconds.toFixed(1)} s, ${result.sent} requests, ${result.failures.length} failed, ${result.accepted.length} booking requests accepted${
        result.failures.length ? `\n${describeFailures(result)}` : ''
      }`,
    );
    expect(result.failures, describeFailures(result)).toEqual([]);
    await expectStoredAndMailedOnce(result);
    // The renderer's replicas are all new, at new addresses: nginx was told.
    await expectRenderedBoatPage();
  }, 300_000);
});
