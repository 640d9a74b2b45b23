import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase } from '@nbp/kit/testing';
import { freePort } from '../lib/ports.ts';
import { freeServicePorts, SERVICES, waitHealthy, type RunningProcess, type StackPorts } from '../lib/stack.ts';
import { removeBusNames } from './broker.ts';
import { AMQP_URL, cleanup, log, phase, problems } from './context.ts';
import { describeMachine } from './machine.ts';
import { startNginx } from './nginx.ts';
import { buildRenderer, startBenchRenderer } from './renderer.ts';
import { measureServiceStarts } from './service-start.ts';
import { presentServices, startBenchStack } from './stack.ts';
import { adminOnlyFiles, buildWeb, readManifest } from './web.ts';

/** The site built for the bench, in the run's own folder. */
export interface BuiltWeb {
  work: string;
  webRoot: string;
  mapsDir: string;
  rendererDir: string;
  manifest: ReturnType<typeof readManifest>;
  adminFiles: Set<string>;
  /** Keeps the work folder (its logs) at cleanup: set when a start failed. */
  keep: () => void;
}

/** The web build (the site with its manifest, and the renderer) into a folder of the run's own. */
export function buildForBench(): BuiltWeb {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nbp-bench-'));
  // nginx's workers run as nobody: they must be able to walk into the web root.
  chmodSync(work, 0o755);
  let keepWork = false;
  cleanup.add('work dir', async () => (keepWork ? `logs kept in ${work}` : rmSync(work, { recursive: true, force: true })));

  log('building web/ (the site with its manifest, and the renderer, into a directory of their own)');
  const webRoot = path.join(work, 'web');
  const mapsDir = path.join(work, 'web-maps');
  buildWeb(webRoot, mapsDir);
  const rendererDir = path.join(work, 'renderer');
  buildRenderer(rendererDir);
  const manifest = readManifest(webRoot);
  const adminFiles = adminOnlyFiles(manifest, webRoot);
  phase('web build');
  return { work, webRoot, mapsDir, rendererDir, manifest, adminFiles, keep: () => (keepWork = true) };
}

/** The bench's database, and a connection watching it (its server version, its backends' pids). */
export async function benchDatabase() {
  const db = await createTestDatabase('bench');
  cleanup.add('database', () => db.drop());
  const monitor = new pg.Client({ connectionString: db.url });
  await monitor.connect();
  cleanup.add('monitor', () => monitor.end());
  const postgresVersion = (await monitor.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? 'unknown';
  const backends = async () =>
    (await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db.name])).rows.map((row) => row.pid);
  return { db, monitor, machine: describeMachine(postgresVersion), backends };
}
export type BenchDatabase = Awaited<ReturnType<typeof benchDatabase>>;

/** The services' settings for the bench: its ports, database and bus prefix, the seeded administrator, quiet logs. */
export async function stackSettings(web: BuiltWeb, databaseUrl: string) {
  const busPrefix = `bench_${randomBytes(4).toString('hex')}`;
  const ports: StackPorts = {
    gateway: await freePort(),
    ...(await freeServicePorts()),
    smtp: await freePort(),
    mailWeb: await freePort(),
  };
  cleanup.add('broker', () => removeBusNames(AMQP_URL, busPrefix));
  return {
    ports,
    databaseUrl,
    busPrefix,
    nodeEnv: 'test' as const,
    seed: true,
    admin: { email: 'admin@bench.example', password: 'Patti2025!Bench' },
    logDir: path.join(web.work, 'logs'),
    // SERVE_WEB=false: as in production, nginx serves the SPA and the gateway only /api.
    // The calendar worker reads feeds only when the bench asks (its own pass is measured apart);
    // CALENDAR_MAX_EVENTS lets the feed of 12,000 events among the worst ones be imported whole.
    env: { LOG_LEVEL: 'warn', SERVE_WEB: 'false', CALENDAR_POLL_SECONDS: '86400', CALENDAR_MAX_EVENTS: '20000' },
  };
}
export type StackSettings = Awaited<ReturnType<typeof stackSettings>>;

/** Start times first, alone on the machine, on a database and broker names of their own (not a target of the site's). */
export async function serviceStartTimes(options: StackSettings, services: ReturnType<typeof presentServices>) {
  log('service start: the compiled code with NODE_ENV=production, one process at a time');
  const startDb = await createTestDatabase('benchstart');
  cleanup.add('start database', () => startDb.drop());
  const startBus = `${options.busPrefix}_start`;
  cleanup.add('start broker', () => removeBusNames(AMQP_URL, startBus));
  const starts = await measureServiceStarts({ ...options, databaseUrl: startDb.url, busPrefix: startBus }, services, cleanup.process);
  for (const start of starts) if (start.error) problems.push(`service start, ${start.name}: ${start.error}`);
  phase('service start');
  return starts;
}

/** A start that failed keeps the work folder, and says where its logs are. */
async function keepingLogs<T>(web: BuiltWeb, logDir: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    web.keep();
    throw new Error(`${(err as Error).message} (logs in ${logDir})`, { cause: err });
  }
}

/** The services of the registry this checkout has, and the ones it lacks (said, not fatal). */
export function announceServices(databaseName: string) {
  const services = presentServices();
  const missingServices = SERVICES.filter((name) => !services.includes(name));
  log(
    `starting ${services.join(', ')} and the gateway (database ${databaseName})${missingServices.length ? `; missing: ${missingServices.join(', ')}` : ''}`,
  );
  return { services, missingServices };
}

/** The services, the gateway, the renderer and nginx in front, as production runs them; each healthy. */
export async function startEverything(web: BuiltWeb, options: StackSettings, services: ReturnType<typeof presentServices>) {
  const stack = await keepingLogs(web, options.logDir, () => startBenchStack(options, services, cleanup.process));
  const nginxPort = await freePort();
  // The public pages' HTML, as production makes it: the compiled renderer reading the API through
  // the gateway and the site nginx serves; canonical and Open Graph URLs name nginx's address.
  const rendererPort = await freePort();
  const renderer: RunningProcess = startBenchRenderer({
    dir: web.rendererDir,
    port: rendererPort,
    gatewayUrl: stack.gateway.url,
    webDist: web.webRoot,
    publicUrl: `http://127.0.0.1:${nginxPort}`,
    logDir: options.logDir,
  });
  cleanup.process(renderer);
  await keepingLogs(web, options.logDir, () => waitHealthy(renderer, '/healthz'));
  const nginx = await startNginx({
    port: nginxPort,
    webRoot: web.webRoot,
    gateway: `127.0.0.1:${options.ports.gateway}`,
    renderer: `127.0.0.1:${rendererPort}`,
    prefix: path.join(web.work, 'nginx'),
  });
  cleanup.process(nginx);
  await waitHealthy(nginx, '/', 100);
  phase('stack start');
  return { stack, renderer, rendererPort, nginx };
}
export type Started = Awaited<ReturnType<typeof startEverything>>;
