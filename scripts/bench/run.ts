/**
 * `npm run bench`: starts the production build of the stack on this machine (web build served by
 * nginx, the web renderer behind it for the public pages, gateway, services, a database of its
 * own), measures the public reads on four paths (bare Node, service, gateway, nginx), again with a
 * large data set (with the back office's planning call, signed in), a boat page's server rendering
 * through nginx (Italian and English), each public page's initial JavaScript, its Lighthouse
 * scores (Home and a boat page, both languages; informational) and, on the slow phone applied by
 * Chromium, its largest paint beside the same page with its scripts removed and its blocking time, and how long each process takes to start from its
 * compiled code in production (scripts/bench/service-start.ts); writes docs/performance.md, prints
 * it, and exits non-zero when a target (scripts/bench/targets.ts) is missed. Everything it started
 * is stopped and its database dropped, whatever happens.
 *
 * BENCH_DURATION (s, default 5), BENCH_WARMUP (s, default 1), BENCH_CONNECTIONS (default 10),
 * BENCH_RATE (req/s, default 200), BENCH_RATE_DURATION (s per path at that rate, default 15), BENCH_SKIP_LIGHTHOUSE=1 (quicker runs while investigating),
 * BENCH_LIGHTHOUSE_RUNS (runs per page, the median counts; default 5), BENCH_LIGHTHOUSE_APPLIED_RUNS (runs per
 * page with the slow phone applied to the real load rather than simulated, each the real page then its
 * scripts-free copy; default 5, 0 skips them),
 * BENCH_LHR_DIR (keep the full Lighthouse reports there), BENCH_ONLY=web or `npm run bench -- --only web` (only the site's targets:
 * the boat pages' rendering under load, the initial JavaScript and Lighthouse, without the service
 * starts and the API loads; their targets printed, the exit code theirs, docs/performance.md left as it is).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '@nbp/kit/testing';
import { freePort } from '../lib/ports.ts';
import {
  freeServicePorts,
  ROOT,
  SERVICES,
  startService,
  stopProcess,
  waitHealthy,
  type RunningProcess,
  type ServiceName,
  type StackPorts,
} from '../lib/stack.ts';
import { removeBusNames } from './broker.ts';
import { treeOf, type CpuGroup } from './cpu.ts';
import { insertLargeDataset, LARGE } from './dataset.ts';
import { captureQueries, explainAll } from './explain.ts';
import { runLighthouse } from './lighthouse.ts';
import { measure, measureInterleaved, type LoadSpec } from './load.ts';
import { describeMachine } from './machine.ts';
import { startNginx } from './nginx.ts';
import { PAGE_HEADERS, publicPages } from './pages.ts';
import { ENDPOINTS, type Endpoint, type Found, type Route } from './plan.ts';
import { exportPathOf, measureFeedPoll, measureHostileReads } from './calendars.ts';
import { buildRenderer, startBenchRenderer } from './renderer.ts';
import { startPageProxy } from './scripts-free.ts';
import { renderReport, targetTable } from './report.ts';
import type { BenchResults, DataSet, Mode } from './results.ts';
import { measureServiceStarts } from './service-start.ts';
import { presentServices, startBenchStack } from './stack.ts';
import { checkTargets, checkWebTargets, LIMITS } from './targets.ts';
import { adminOnlyFiles, buildWeb, initialJs, launchChromium, readManifest, weighPage } from './web.ts';

const env = process.env;
const settings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  durationS: Number(env.BENCH_DURATION ?? 5),
  warmupS: Number(env.BENCH_WARMUP ?? 1),
  rate: Number(env.BENCH_RATE ?? 200),
  // A p99 is the 1 % slowest: 15 s at 200 req/s puts 30 requests there, so one pause of the
  // machine (a GC, another job's burst) does not decide it alone.
  rateDurationS: Number(env.BENCH_RATE_DURATION ?? 15),
};
const AMQP_URL = env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REPORT = path.join(ROOT, 'docs', 'performance.md');
const onlyFlag = process.argv.indexOf('--only');
const webOnly = env.BENCH_ONLY === 'web' || (onlyFlag >= 0 && process.argv[onlyFlag + 1] === 'web');
/** Connections asking the renderer itself (uncached renders), see below. */
const RENDER_CONNECTIONS = 2;

const runStarted = performance.now();
const log = (message: string) =>
  process.stdout.write(`[bench ${((performance.now() - runStarted) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);

// ---- cleanup: every process and resource is registered the moment it exists ----
const processes: RunningProcess[] = [];
const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
let cleaned: Promise<void> | undefined;
const problems: string[] = [];

function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await Promise.all([...processes].reverse().map((p) => stopProcess(p, 8000).catch(() => undefined)));
    for (const step of [...cleanups].reverse()) {
      try {
        const note = await step.run();
        if (typeof note === 'string') problems.push(note);
      } catch (err) {
        problems.push(`cleanup ${step.name}: ${(err as Error).message}`);
      }
    }
  })();
  return cleaned;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything`);
    void cleanup().then(() => process.exit(130));
  });
}

function spawnBare(port: number, routesFile: string): RunningProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/bench/bare-server.ts'), String(port), routesFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { name: 'bare', child, url: `http://127.0.0.1:${port}` };
}

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

/** Signs in through the gateway as the login form does; answers the session cookie as a header. */
async function signInAdmin(gatewayUrl: string, admin: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await fetch(`${gatewayUrl}/api/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nbp_session='));
  if (!cookie) throw new Error(`login answered ${response.status} without a session`);
  return { cookie: cookie.split(';')[0]! };
}

async function main(): Promise<number> {
  const timings: Record<string, number> = {};
  let phaseStarted = performance.now();
  const phase = (name: string) => {
    timings[name] = (performance.now() - phaseStarted) / 1000;
    phaseStarted = performance.now();
  };

  const work = mkdtempSync(path.join(os.tmpdir(), 'nbp-bench-'));
  // nginx's workers run as nobody: they must be able to walk into the web root.
  chmodSync(work, 0o755);
  let keepWork = false;
  cleanups.push({
    name: 'work dir',
    run: async () => (keepWork ? `logs kept in ${work}` : rmSync(work, { recursive: true, force: true })),
  });

  log('building web/ (the site with its manifest, and the renderer, into a directory of their own)');
  const webRoot = path.join(work, 'web');
  const mapsDir = path.join(work, 'web-maps');
  buildWeb(webRoot, mapsDir);
  const rendererDir = path.join(work, 'renderer');
  buildRenderer(rendererDir);
  const manifest = readManifest(webRoot);
  const adminFiles = adminOnlyFiles(manifest, webRoot);
  phase('web build');

  const db = await createTestDatabase('bench');
  cleanups.push({ name: 'database', run: () => db.drop() });
  const monitor = new pg.Client({ connectionString: db.url });
  await monitor.connect();
  cleanups.push({ name: 'monitor', run: () => monitor.end() });
  const postgresVersion = (await monitor.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? 'unknown';
  const machine = describeMachine(postgresVersion);

  const busPrefix = `bench_${randomBytes(4).toString('hex')}`;
  const ports: StackPorts = {
    gateway: await freePort(),
    ...(await freeServicePorts()),
    smtp: await freePort(),
    mailWeb: await freePort(),
  };
  const services = presentServices();
  const missingServices = SERVICES.filter((name) => !services.includes(name));
  log(
    `starting ${services.join(', ')} and the gateway (database ${db.name})${missingServices.length ? `; missing: ${missingServices.join(', ')}` : ''}`,
  );
  cleanups.push({ name: 'broker', run: () => removeBusNames(AMQP_URL, busPrefix) });
  const logDir = path.join(work, 'logs');
  const stackOptions = {
    ports,
    databaseUrl: db.url,
    busPrefix,
    nodeEnv: 'test' as const,
    seed: true,
    admin: { email: 'admin@bench.example', password: 'Patti2025!Bench' },
    logDir,
    // SERVE_WEB=false: as in production, nginx serves the SPA and the gateway only /api.
    // The calendar worker reads feeds only when the bench asks (its own pass is measured apart);
    // CALENDAR_MAX_EVENTS lets the feed of 12,000 events among the worst ones be imported whole.
    env: { LOG_LEVEL: 'warn', SERVE_WEB: 'false', CALENDAR_POLL_SECONDS: '86400', CALENDAR_MAX_EVENTS: '20000' },
  };
  // Start times first, alone on the machine, on a database and broker names of their own (not a target of the site's: BENCH_ONLY=web skips them).
  let serviceStarts: Awaited<ReturnType<typeof measureServiceStarts>> = [];
  if (!webOnly) {
    log('service start: the compiled code with NODE_ENV=production, one process at a time');
    const startDb = await createTestDatabase('benchstart');
    cleanups.push({ name: 'start database', run: () => startDb.drop() });
    const startBus = `${busPrefix}_start`;
    cleanups.push({ name: 'start broker', run: () => removeBusNames(AMQP_URL, startBus) });
    serviceStarts = await measureServiceStarts({ ...stackOptions, databaseUrl: startDb.url, busPrefix: startBus }, services, (p) =>
      processes.push(p),
    );
    for (const start of serviceStarts) if (start.error) problems.push(`service start, ${start.name}: ${start.error}`);
    phase('service start');
  }

  let stack: Awaited<ReturnType<typeof startBenchStack>>;
  try {
    stack = await startBenchStack(stackOptions, services, (p) => processes.push(p));
  } catch (err) {
    keepWork = true;
    throw new Error(`${(err as Error).message} (logs in ${logDir})`, { cause: err });
  }
  const nginxPort = await freePort();
  // The public pages' HTML, as production makes it: the compiled renderer reading the API through
  // the gateway and the site nginx serves; canonical and Open Graph URLs name nginx's address.
  const rendererPort = await freePort();
  const renderer = startBenchRenderer({
    dir: rendererDir,
    port: rendererPort,
    gatewayUrl: stack.gateway.url,
    webDist: webRoot,
    publicUrl: `http://127.0.0.1:${nginxPort}`,
    logDir,
  });
  processes.push(renderer);
  try {
    await waitHealthy(renderer, '/healthz');
  } catch (err) {
    keepWork = true;
    throw new Error(`${(err as Error).message} (logs in ${logDir})`, { cause: err });
  }
  const nginx = await startNginx({
    port: nginxPort,
    webRoot,
    gateway: `127.0.0.1:${ports.gateway}`,
    renderer: `127.0.0.1:${rendererPort}`,
    prefix: path.join(work, 'nginx'),
  });
  processes.push(nginx);
  await waitHealthy(nginx, '/', 100);
  phase('stack start');

  // ---- what to ask ----
  // The planning call is the back office's: the seeded administrator signs in once, as the tab would.
  const adminHeaders = await signInAdmin(stack.gateway.url, stackOptions.admin).catch((err: Error) => {
    problems.push(`admin sign-in: ${err.message}`);
    return {};
  });
  const headersFor = (endpoint: Endpoint) => ({ ...endpoint.headers, ...(endpoint.admin ? adminHeaders : {}) });
  const base: Record<'gateway' | 'nginx', string> = { gateway: stack.gateway.url, nginx: nginx.url };
  const serviceUrl = (name: ServiceName) => stack.services[name]?.url;
  const activeBoatIds = async (): Promise<number[]> => {
    const url = serviceUrl('catalogue') ?? stack.gateway.url;
    const answer = await get(`${url}/api/boats`).catch(() => ({ status: 0, text: '' }));
    const ids = answer.status === 200 ? (JSON.parse(answer.text) as { id: number }[]).map((boat) => boat.id) : [];
    return ids.length ? ids : [1, 2, 3, 4];
  };
  let boatIds = await activeBoatIds();
  // The first boat's calendar feed, token included (the admin list makes the token).
  const found: Found = {};
  try {
    found.exportPath = await exportPathOf(stack.gateway.url, adminHeaders, Math.min(...boatIds));
  } catch (err) {
    problems.push(`calendar export path: ${(err as Error).message}`);
  }

  // The bare server answers each endpoint's real body.
  const usable = new Map<Endpoint['id'], string | undefined>();
  const bareRoutes: { prefix: string; body: string }[] = [];
  for (const endpoint of ENDPOINTS) {
    const missing = [endpoint.service, ...endpoint.dependsOn].filter((name) => !services.includes(name));
    if (missing.length) {
      usable.set(endpoint.id, `not measured: ${missing.join(', ')} missing`);
      continue;
    }
    const first = endpoint.paths(boatIds, found)[0]!;
    const answer = await get(`${serviceUrl(endpoint.service)}${first}`, headersFor(endpoint));
    if (answer.status !== 200) {
      usable.set(endpoint.id, `not measured: ${first} answered ${answer.status}`);
      problems.push(`${endpoint.title}: ${first} answered ${answer.status} ${answer.text.slice(0, 200)}`);
      continue;
    }
    usable.set(endpoint.id, undefined);
    if (!endpoint.largeOnly) bareRoutes.push({ prefix: endpoint.prefix, body: answer.text });
  }
  const routesFile = path.join(work, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(bareRoutes));
  const barePort = await freePort();
  const bare = spawnBare(barePort, routesFile);
  processes.push(bare);
  if (bareRoutes.length) await waitHealthy(bare, bareRoutes[0]!.prefix, 100);
  // A second gateway whose every upstream is the bare server: what the gateway costs by itself.
  const gatewayBarePort = await freePort();
  const gatewayBare: RunningProcess = {
    ...startService(
      'gateway',
      { ...stackOptions, ports: { ...ports, gateway: gatewayBarePort } },
      {
        CATALOGUE_URL: bare.url,
        PRICING_URL: bare.url,
        BOOKING_URL: bare.url,
      },
    ),
    name: 'gateway-bare',
  };
  processes.push(gatewayBare);
  await waitHealthy(gatewayBare, '/healthz');

  const pidOf = (p?: RunningProcess) => (p?.child.pid ? [p.child.pid] : []);
  const groups: CpuGroup[] = [
    { name: 'nginx', pids: () => (nginx.child.pid ? treeOf(nginx.child.pid) : []) },
    { name: 'gateway', pids: () => pidOf(stack.gateway) },
    { name: 'renderer', pids: () => pidOf(renderer) },
    ...services.map((name) => ({ name, pids: () => pidOf(stack.services[name]) })),
    {
      name: 'postgres',
      pids: async () =>
        (await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db.name])).rows.map((row) => row.pid),
    },
    { name: 'bare', pids: () => pidOf(bare) },
    { name: 'gateway-bare', pids: () => pidOf(gatewayBare) },
  ];

  const measurements: BenchResults['measurements'] = [];
  const urlFor = (endpoint: Endpoint, route: Route) =>
    route === 'bare'
      ? bare.url
      : route === 'gateway-bare'
        ? gatewayBare.url
        : route === 'direct'
          ? serviceUrl(endpoint.service)!
          : base[route];
  /** The hops behind the first one (the load generator's own connections close after every slice). */
  const watchFor = (endpoint: Endpoint, route: Route): Record<string, number> => {
    if (route === 'bare') return {};
    if (route === 'gateway-bare') return { bare: barePort };
    const watch: Record<string, number> = {};
    if (route !== 'direct') watch[endpoint.service] = ports[endpoint.service];
    for (const dependency of endpoint.dependsOn) watch[dependency] = ports[dependency];
    if (route === 'nginx') watch.gateway = ports.gateway;
    return watch;
  };
  /** The routes of one endpoint, interleaved in 1-second slices (rate: two slices each). */
  const runGroup = async (endpoint: Endpoint, data: DataSet, mode: Mode, routes: Route[]) => {
    const skipped = usable.get(endpoint.id);
    if (skipped) {
      for (const route of routes) measurements.push({ endpoint: endpoint.id, data, mode, route, skipped });
      return;
    }
    const specs = routes.map((route) => ({
      label: `${endpoint.id} ${data} ${mode} ${route}`,
      baseUrl: urlFor(endpoint, route),
      paths: endpoint.paths(boatIds, found),
      connections: settings.connections,
      durationS: mode === 'rate' ? settings.rateDurationS : settings.durationS,
      // The rate runs follow the same routes' throughput runs: already warm.
      warmupS: mode === 'rate' ? 0 : settings.warmupS,
      rate: mode === 'rate' ? (endpoint.rate ?? settings.rate) : undefined,
      watchPorts: watchFor(endpoint, route),
      headers: headersFor(endpoint),
    }));
    const rounds = mode === 'rate' ? 3 : Math.max(1, Math.round(settings.durationS));
    const results = await measureInterleaved(specs, groups, rounds);
    results.forEach((result, index) => {
      if (result.failures) problems.push(`${result.label}: ${result.failures} failed requests`);
      measurements.push({ endpoint: endpoint.id, data, mode, route: routes[index]!, result });
      log(
        `${result.label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  other load ${result.cpu.foreignPct.toFixed(0)} %`,
      );
    });
  };

  // JIT and connection pools warm on every process of the longest path before any figure counts.
  for (const endpoint of webOnly ? [] : ENDPOINTS) {
    if (usable.get(endpoint.id) || endpoint.largeOnly) continue;
    // Through nginx warms nginx, the gateway and the service; each measurement warms up again.
    const urls = endpoint.id === 'boats' ? [nginx.url, gatewayBare.url] : [nginx.url];
    for (const url of urls) {
      await measure(
        {
          label: 'warm-up',
          baseUrl: url,
          paths: endpoint.paths(boatIds, found),
          connections: settings.connections,
          durationS: 1,
          warmupS: 0,
        },
        [],
      );
    }
  }
  phase('warm-up');

  log(`seeded data (${boatIds.length} active boats): throughput, then latency at ${settings.rate} req/s`);
  for (const endpoint of webOnly ? [] : ENDPOINTS.filter((e) => !e.largeOnly)) {
    const routes: Route[] =
      endpoint.id === 'boats' ? ['bare', 'gateway-bare', 'direct', 'gateway', 'nginx'] : ['bare', 'direct', 'gateway', 'nginx'];
    await runGroup(endpoint, 'seeded', 'max', routes);
    await runGroup(endpoint, 'seeded', 'rate', ['direct', 'gateway']);
  }
  const seededBoats = boatIds.length;
  phase('load, seeded data');

  // ---- the site, with the seeded fleet (what a visitor sees) ----
  const pages = publicPages(boatIds[0] ?? 1);
  const pageLoads: BenchResults['pageLoads'] = [];
  log(`server rendering: the boat pages through nginx at ${LIMITS.ssr.rate} req/s, then asked of the renderer itself`);
  {
    const boatPages = pages.filter((p) => p.boat);
    const measured: typeof boatPages = [];
    for (const p of boatPages) {
      // Measured only when nginx answers the renderer's page, not the shell it falls back on.
      const answer = await get(`${nginx.url}${p.path}`, PAGE_HEADERS).catch((err: Error) => ({ status: 0, text: err.message }));
      if (answer.status === 200 && !answer.text.includes('<!--app-->')) measured.push(p);
      else {
        const skipped = `not measured: ${p.path} answered ${answer.status}${answer.status === 200 ? ' with the shell, not a rendered page' : ''}`;
        problems.push(`${p.page}: ${skipped}`);
        for (const route of ['nginx', 'renderer'] as const)
          pageLoads.push({ page: p.page, path: p.path, route, mode: route === 'nginx' ? 'rate' : 'max', skipped });
      }
    }
    const spec = (p: (typeof boatPages)[number], route: 'nginx' | 'renderer'): LoadSpec => ({
      label: `${p.page} ${route}`,
      baseUrl: route === 'nginx' ? nginx.url : renderer.url,
      paths: [p.path],
      // A render keeps the renderer's one thread busy for tens of milliseconds: more than two
      // connections asking it at once only queue (and a 1-second slice could end before any answer).
      connections: route === 'nginx' ? settings.connections : RENDER_CONNECTIONS,
      durationS: route === 'nginx' ? settings.rateDurationS : 2 * settings.durationS,
      warmupS: settings.warmupS,
      rate: route === 'nginx' ? LIMITS.ssr.rate : undefined,
      watchPorts: route === 'nginx' ? { renderer: rendererPort, gateway: ports.gateway } : { gateway: ports.gateway },
      headers: PAGE_HEADERS,
    });
    const record = (route: 'nginx' | 'renderer', results: Awaited<ReturnType<typeof measureInterleaved>>) =>
      results.forEach((result, index) => {
        const p = measured[index]!;
        if (result.failures) problems.push(`${result.label}: ${result.failures} failed requests`);
        pageLoads.push({
          page: p.page,
          path: p.path,
          route,
          mode: route === 'nginx' ? 'rate' : 'max',
          rate: route === 'nginx' ? LIMITS.ssr.rate : undefined,
          connections: spec(p, route).connections,
          result,
        });
        log(
          `${result.label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  other load ${result.cpu.foreignPct.toFixed(0)} %`,
        );
      });
    if (measured.length) {
      // The renderer warms first (JIT, its connections to the gateway), then nginx's page cache.
      for (const p of measured) await measure({ ...spec(p, 'renderer'), label: 'warm-up', durationS: 2, warmupS: 0 }, []);
      record(
        'nginx',
        await measureInterleaved(
          measured.map((p) => spec(p, 'nginx')),
          groups,
          3,
        ),
      );
      record(
        'renderer',
        await measureInterleaved(
          measured.map((p) => spec(p, 'renderer')),
          groups,
          Math.max(1, Math.round(settings.durationS / 2)),
        ),
      );
    }
  }
  phase('server rendering');

  const results: BenchResults = {
    machine,
    settings,
    nginxSource: nginx.source,
    services,
    missingServices,
    seededBoats,
    serviceStarts,
    measurements,
    pageLoads,
    plans: [],
    pages: [],
    initialJs: [],
    adminFiles: [...adminFiles],
    lighthouse: [],
    lighthouseApplied: [],
    timings,
    problems,
  };
  log('initial JavaScript of each public page (its HTML through nginx), then each loaded in Chromium');
  for (const p of pages) {
    try {
      results.initialJs.push(await initialJs(nginx.url, p.page, p.path, { outDir: webRoot, mapsDir, manifest, adminFiles }));
    } catch (err) {
      problems.push(`initial JavaScript, ${p.page}: ${(err as Error).message}`);
    }
  }
  try {
    const browser = await launchChromium();
    try {
      for (const p of pages) results.pages.push(await weighPage(browser, p.page, `${nginx.url}${p.path}`, adminFiles));
    } finally {
      await browser.close();
    }
  } catch (err) {
    problems.push(`page weight: ${(err as Error).message}`);
  }
  phase('page weight');
  if (env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    log('Lighthouse on Home and a boat page, in Italian and in English; each also without its scripts on the applied slow phone');
    try {
      // Both through a proxy of the same kind: the real page as nginx answers it, and its scripts-free copy.
      const real = await startPageProxy(nginx.url, false);
      cleanups.push({ name: 'page proxy', run: () => real.close() });
      const scriptsFree = await startPageProxy(nginx.url, true);
      cleanups.push({ name: 'scripts-free proxy', run: () => scriptsFree.close() });
      const lighthouse = await runLighthouse(
        pages.map((p) => ({ page: p.page, url: `${real.url}${p.path}`, scriptsFreeUrl: `${scriptsFree.url}${p.path}` })),
        (child) => {
          processes.push({ name: 'chromium', child, url: '' });
        },
      );
      results.lighthouse = lighthouse.scores;
      results.lighthouseApplied = lighthouse.applied;
    } catch (err) {
      problems.push(`Lighthouse: ${(err as Error).message}`);
    }
    phase('Lighthouse');
  }

  // ---- the large data set ----
  if (webOnly) {
    await cleanup();
    timings.total = (performance.now() - runStarted) / 1000;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const lines = [
      ...results.pageLoads.map((l) =>
        l.result
          ? `${l.page} (${l.path}) ${l.route === 'nginx' ? `through nginx at ${l.rate} req/s` : 'renderer direct, max'}: ${l.result.rps.toFixed(0)} req/s, p50 ${l.result.p50.toFixed(2)} ms, p99 ${l.result.p99.toFixed(2)} ms, renderer ${(l.result.cpuPerRequest.renderer ?? NaN).toFixed(2)} ms CPU/req, other load ${l.result.cpu.foreignPct.toFixed(0)} %${l.result.failures ? `, ${l.result.failures} failed` : ''}`
          : `${l.page} (${l.path}) ${l.route}: ${l.skipped ?? 'not measured'}`,
      ),
      ...results.initialJs.map(
        (p) =>
          `${p.page} (${new URL(p.url).pathname}): initial JS ${kib(p.jsGzip9)} gzip -9 (as served ${kib(p.jsWire)}), ${p.files.length} files: ${p.files.map((f) => `${f.file.replace('assets/', '')} ${kib(f.gzip9)}`).join(', ')}${p.rendered ? '' : ' [NOT server rendered]'}`,
      ),
      ...results.pages.map(
        (p) =>
          `${p.page}: Chromium loaded JS ${kib(p.jsTransfer)} as served (${kib(p.jsGzip9)} gzip -9), ${p.jsFiles.length} files, ${p.consoleErrors.length} console errors`,
      ),
      ...results.lighthouse.map(
        (l) =>
          `${l.page}: perf ${l.performance} (runs ${l.runs.join(', ')}) a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo} | FCP ${l.metrics.fcpMs.toFixed(0)} LCP ${l.metrics.lcpMs.toFixed(0)} TBT ${l.metrics.tbtMs.toFixed(0)} CLS ${l.metrics.cls.toFixed(3)} SI ${l.metrics.speedIndexMs.toFixed(0)} | benchmark index ${l.benchmarkIndex} | ${l.failing.join('; ')}`,
      ),
      ...results.lighthouseApplied.map(
        (l) =>
          `${l.page} (applied throttling): FCP ${l.fcpMs.toFixed(0)} LCP ${l.lcpMs.toFixed(0)} (runs ${l.runs.map((r) => r.toFixed(0)).join(', ')}) code ${l.codeMs.toFixed(0)} hydrated ${l.hydratedMs.toFixed(0)} ms TBT ${l.tbtMs.toFixed(0)} (runs ${l.tbtRuns.map((r) => r.toFixed(0)).join(', ')}) | scripts-free FCP ${l.scriptsFree?.fcpMs.toFixed(0) ?? '?'} LCP ${l.scriptsFree?.lcpMs.toFixed(0) ?? '?'} (runs ${l.scriptsFree?.runs.map((r) => r.toFixed(0)).join(', ') ?? '?'}) | LCP ratio ${l.lcpRatio?.toFixed(3) ?? '?'}`,
      ),
      ...problems.map((problem) => `problem: ${problem}`),
      `phases: ${Object.entries(timings)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`)
        .join(', ')}`,
    ];
    const checks = checkWebTargets(results);
    const failed = checks.filter((check) => check.pass !== true);
    process.stdout.write(`${lines.join('\n')}\n\n${targetTable(checks)}\n`);
    process.stdout.write(
      failed.length
        ? `\n\x1b[31m✖ ${failed.length} of ${checks.length} site target(s) not met\x1b[0m (BENCH_ONLY=web: docs/performance.md left as it is)\n`
        : `\n\x1b[32m✔ every site target met\x1b[0m (BENCH_ONLY=web: docs/performance.md left as it is)\n`,
    );
    return failed.length ? 1 : 0;
  }
  log('inserting the large data set');
  try {
    results.dataset = await insertLargeDataset(db.url);
  } catch (err) {
    problems.push(`large data set: ${(err as Error).message}`);
  }
  phase('large data insert');
  if (results.dataset) {
    boatIds = await activeBoatIds();
    for (const endpoint of ENDPOINTS.filter((e) => e.id !== 'boats' && !usable.get(e.id))) {
      const paths = endpoint.paths(boatIds, found);
      const statements = await captureQueries(db.url, db.name, async () => {
        for (let i = 0; i < 150; i++) await get(`${serviceUrl(endpoint.service)}${paths[i % paths.length]}`, headersFor(endpoint));
      });
      results.plans.push(...(await explainAll(db.url, endpoint.title, statements)));
    }
    phase('query plans');
    log(`large data set (${boatIds.length} active boats)`);
    for (const endpoint of ENDPOINTS.filter((e) => e.id !== 'boats')) {
      // Within ~6 minutes: the large data set's throughput without nginx (it adds the same here as above).
      await runGroup(endpoint, 'large', 'max', ['direct', 'gateway']);
      await runGroup(endpoint, 'large', 'rate', ['direct', 'gateway', 'nginx']);
    }
    phase('load, large data');

    if (found.exportPath) {
      const answer = await get(`${stack.gateway.url}${found.exportPath}`);
      results.exportEvents = answer.status === 200 ? answer.text.split('BEGIN:VEVENT').length - 1 : undefined;
    }
    log('calendars: one pass over 50 imported feeds of 500 events each');
    try {
      results.feedPoll = await measureFeedPoll({
        gatewayUrl: stack.gateway.url,
        headers: adminHeaders,
        boatIds: [...boatIds].sort((a, b) => a - b),
        firstDay: LARGE.firstDay,
        bookingPid: () => pidOf(stack.services.booking),
        postgresPids: async () =>
          (await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db.name])).rows.map(
            (row) => row.pid,
          ),
      });
      for (const failure of results.feedPoll.failed.slice(0, 5)) problems.push(`feed poll: ${failure}`);
    } catch (err) {
      problems.push(`feed poll: ${(err as Error).message}`);
    }
    phase('calendar feeds');
    log('calendars: /healthz of booking while the worst feeds are read');
    try {
      const bookingUrl = serviceUrl('booking');
      const boatId = [...boatIds].sort((a, b) => a - b)[1];
      if (!bookingUrl || boatId === undefined) throw new Error('no booking service or boat to read feeds for');
      results.hostileReads = await measureHostileReads({ gatewayUrl: stack.gateway.url, bookingUrl, headers: adminHeaders, boatId });
      for (const failure of results.hostileReads.failed.slice(0, 5)) problems.push(`hostile feeds: ${failure}`);
    } catch (err) {
      problems.push(`hostile feeds: ${(err as Error).message}`);
    }
    phase('hostile feeds');
  }

  log('stopping everything');
  await cleanup();
  phase('cleanup');
  timings.total = (performance.now() - runStarted) / 1000;

  const checks = checkTargets(results);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, renderReport(results, checks, { withPlans: true }));
  process.stdout.write(`\n${renderReport(results, checks, { withPlans: false })}\n`);
  const failed = checks.filter((check) => check.pass !== true);
  if (failed.length) {
    process.stdout.write(
      `\n\x1b[31m✖ ${failed.length} target(s) not met:\x1b[0m\n\n${targetTable(failed)}\n\nFull report: docs/performance.md\n`,
    );
    return 1;
  }
  process.stdout.write(`\n\x1b[32m✔ every target met\x1b[0m (docs/performance.md)\n`);
  return 0;
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(`\n\x1b[31m✖ bench failed: ${(err as Error).stack ?? err}\x1b[0m\n`);
  code = 2;
} finally {
  await cleanup();
  for (const problem of problems.filter((p) => p.startsWith('cleanup') || p.startsWith('logs kept') || p.startsWith('queues')))
    process.stderr.write(`${problem}\n`);
}
process.exit(code);
