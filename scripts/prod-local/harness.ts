/**
 * docker-compose.yml run without Docker (`npm run prod:local`, and the tests in tests/prod): the
 * file is read (compose.ts) and what it describes is started as plain processes of this machine,
 * as close to compose as a machine without containers allows. docs/operations.md#local-stand-in-for-compose
 * says what it follows and what it cannot; every deviation is also printed at start, one line each.
 *
 * - Each Node service: the image's environment (its Dockerfile's final stage, compose's build
 *   arguments filled in) plus the service's `environment`, interpolated as compose does; the
 *   image's command (`node --enable-source-maps dist/main.js` in the workspace, compiled by
 *   scripts/build.ts) with one preload in front (hosts-preload.mjs: Docker's DNS); each replica
 *   its own process on its own loopback address 127.x.y.n, on the port compose gives it.
 * - The web renderer (web/Dockerfile's Node stage, compose's build.target): the same way, its
 *   command `node --enable-source-maps web/dist-server/main.js` from the repository (the bundle
 *   `npm run build -w @nbp/web` makes), WEB_DIST the copy of the built site nginx serves.
 * - Service names resolve through a table the harness keeps (running replicas of each service;
 *   postgres and rabbitmq -> 127.0.0.1, this machine's).
 * - PostgreSQL and RabbitMQ are this machine's: a database of the run's own made by
 *   infra/postgres/10-init-schemas.sh (roles, schemas, grants) with generated passwords, and a
 *   bus prefix of its own; both removed at stop.
 * - maildev from node_modules; nginx from Debian, its config rendered from infra/nginx with the
 *   gateway's and the renderer's replicas as its upstreams, the only entry, on 127.0.0.1:<port>.
 * - deploy.restart_policy (a process that exits starts again after the delay), the health checks
 *   (HTTP equivalents, or the command itself), depends_on (start in order, each dependency healthy
 *   first), deploy.replicas or --scale, and rolling updates by deploy.update_config.order.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import amqp from 'amqplib';
import pg from 'pg';
import {
  dependenciesOf,
  durationMs,
  environmentOf,
  loadCompose,
  replicasOf,
  startOrder,
  type ComposeService,
  type Variables,
} from './compose.ts';
import { imageRuntime, readDockerfile, type ImageRuntime } from './dockerfile.ts';
import { missingSecrets } from './secrets.ts';
import { buildWorkspace } from '../build.ts';
import { freePort, portInUse } from '../lib/ports.ts';
import { deleteBrokerNames } from '../lib/broker-names.ts';
import { renderNginxConfig } from '../../infra/nginx/render.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts', 'prod-local', 'hosts-preload.mjs'));
/** The build context inside the images (the Dockerfiles' WORKDIR /app): here, the repository. */
const IMAGE_APP_DIR = '/app';
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MAILDEV_BIN = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
/** This machine's PostgreSQL (trust on 127.0.0.1) and RabbitMQ (guest). */
const MACHINE = {
  address: '127.0.0.1',
  postgresPort: 5432,
  superuser: 'postgres',
  amqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
};
const POLL_MS = 100;

export interface ProdLocalOptions {
  /** Replicas per service, as compose's `--scale name=n`; default: each service's deploy.replicas. */
  scale?: Record<string, number>;
  /**
   * The variables compose interpolates the file with (its shell environment and .env); default
   * process.env. The secrets the file requires and these lack are generated for the run.
   */
  variables?: Variables;
  /** nginx's port on 127.0.0.1: default HTTP_PORT, else 8080 as in the file; 0 = a free one. */
  httpPort?: number;
  /**
   * Publish maildev's web view where compose publishes it (127.0.0.1:1080); default false, so
   * two runs never fight over the port: it then answers on maildev's own address.
   */
  publishMailViewer?: boolean;
  /** The first three parts of the replicas' addresses ('127.0.0'); default a random 127.x.y. */
  subnet?: string;
  /** A word in the database and bus names; default 'prodlocal'. */
  label?: string;
  /** Compile the services (scripts/build.ts) and build the site (web/dist) first; default true. */
  build?: boolean;
  /** Keep the run's database at stop (it is dropped by default). */
  keepDatabase?: boolean;
  /** Logs, nginx's files, the name table; default artifacts/prod-local/<label>-<id>. */
  runDir?: string;
  /** Progress and deviation lines; default console.log. */
  log?: (line: string) => void;
  /** Every process's output on stdout too, each line prefixed with its replica's name. */
  echo?: boolean;
  composeFile?: string;
}

export type ReplicaState = 'starting' | 'running' | 'waiting-restart' | 'stopped';

export interface ReplicaInfo {
  service: string;
  /** 1, 2, ... as compose numbers containers. */
  index: number;
  /** booking-2 */
  name: string;
  address: string;
  port: number;
  /** http://<address>:<port> (nginx: its published URL). */
  url: string;
  pid: number | undefined;
  /** The process's command line as spawned. */
  argv: string[];
  cwd: string;
  /** Starts by the restart policy so far. */
  restarts: number;
  state: ReplicaState;
  logFile: string;
}

export interface ProdLocal {
  /** The site through nginx, e.g. http://127.0.0.1:8080. */
  url: string;
  /** maildev's web view and JSON API (GET /api/email); undefined with MAILDEV_REPLICAS=0 or the viewer off (MAIL_VIEWER_IP unset). */
  mailUrl: string | undefined;
  /** The run's database as the superuser (the tests count rows with it). */
  databaseUrl: string;
  databaseName: string;
  busPrefix: string;
  runDir: string;
  /** The administrator identity seeds (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string };
  /** The lines printed at start: where this run differs from compose. */
  deviations: string[];
  /** Every replica now, nginx and maildev included. */
  readonly replicas: ReplicaInfo[];
  /** Sends a signal (default SIGKILL) to replica i (from 1) and resolves once it exited; the restart policy then applies. */
  kill(service: string, index?: number, signal?: NodeJS.Signals): Promise<void>;
  /** `docker restart`: SIGTERM, its exit (SIGKILL after stop_grace_period), started again at its address, healthy. */
  restart(service: string, index?: number): Promise<void>;
  /**
   * A rolling update of each service (default: every Node process built here: the services and
   * the gateway from the repository's Dockerfile, the renderer from web/Dockerfile), one replica at
   * a time in deploy.update_config.order with its delay between replicas.
   */
  rollingRestart(options?: {
    services?: string[];
    /** Between two replicas; default update_config.delay. */
    delayMs?: number;
    /** Instead of update_config.order: stop-first is `docker restart` replica by replica. */
    order?: 'start-first' | 'stop-first';
  }): Promise<void>;
  /** Resolves once replica i answers its health check (after a restart too). */
  waitHealthy(service: string, index?: number): Promise<void>;
  stop(): Promise<void>;
}

type Health =
  | { kind: 'http'; path: string; timeoutMs: number; deadlineMs: number }
  | { kind: 'command'; argv: string[]; timeoutMs: number; deadlineMs: number }
  | { kind: 'amqp'; url: string; timeoutMs: number; deadlineMs: number };

/** node: a workspace from the root Dockerfile; renderer: web/Dockerfile's Node stage (one bundle). */
type Kind = 'node' | 'renderer' | 'nginx' | 'maildev' | 'postgres' | 'rabbitmq';

interface Plan {
  name: string;
  kind: Kind;
  replicas: number;
  deps: string[];
  /** The container's environment before the per-replica address. */
  env: Record<string, string>;
  port: number;
  command: string[];
  cwd: string;
  health: Health;
  restart: { condition: 'any' | 'on-failure' | 'none'; delayMs: number; maxAttempts: number };
  update: { order: 'start-first' | 'stop-first'; delayMs: number };
  stopGraceMs: number;
}

interface Replica {
  plan: Plan;
  index: number;
  address: string;
  child?: ChildProcess;
  state: ReplicaState;
  restarts: number;
  /** In the name table (Docker's DNS lists a running container). */
  listed: boolean;
  /** Stopped on purpose: the restart policy leaves it alone. */
  retired: boolean;
  /** Held by restart(): stopped on purpose, started again by the caller. */
  held: boolean;
  restartTimer?: NodeJS.Timeout;
  logFile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess | undefined): boolean {
  return !child || child.exitCode !== null || child.signalCode !== null;
}

function waitExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** An address of the loopback range (127/8, ::1): inside a container, the container's own. */
function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || address === 'localhost';
}

/** The path a health check command asks for: a URL's path, or a quoted '/path' in a `node -e` script. */
export function healthPath(command: string[]): string {
  for (const arg of command) {
    if (/^https?:\/\//.test(arg)) return new URL(arg).pathname;
  }
  const quoted = /['"](\/[A-Za-z0-9_./-]*)['"]/.exec(command.join(' '));
  if (quoted) return quoted[1]!;
  throw new Error(`cannot tell which URL the health check ${JSON.stringify(command)} asks for`);
}

/** compose's healthcheck `test`, as argv (CMD / CMD-SHELL). */
function testCommand(test: string[] | string | undefined): string[] | undefined {
  if (!test) return undefined;
  if (typeof test === 'string') return ['/bin/sh', '-c', test];
  if (test[0] === 'NONE') return undefined;
  if (test[0] === 'CMD-SHELL') return ['/bin/sh', '-c', test.slice(1).join(' ')];
  return test[0] === 'CMD' ? test.slice(1) : test;
}

/** How to run a service; `built` is what its build (if any) makes, read from its Dockerfile. */
function kindOf(name: string, service: ComposeService, built: ImageRuntime | undefined): Kind {
  const dockerfile = service.build?.dockerfile;
  if (service.build && (dockerfile ?? 'Dockerfile') === 'Dockerfile' && service.build.args?.WORKSPACE) return 'node';
  // One Dockerfile, two images: the stage compose builds says which (its CMD: node, or nginx).
  if (dockerfile === 'web/Dockerfile') return built?.command[0] === 'node' ? 'renderer' : 'nginx';
  const image = service.image ?? '';
  if (/^maildev\/maildev(:|$)/.test(image)) return 'maildev';
  if (/^postgres(:|$)/.test(image)) return 'postgres';
  if (/^rabbitmq(:|$)/.test(image)) return 'rabbitmq';
  throw new Error(`prod:local does not know how to run service "${name}" (image ${image || 'built from ' + dockerfile})`);
}

function maildevMajor(): number {
  try {
    return Number(
      (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'maildev', 'package.json'), 'utf8')) as { version: string }).version.split(
        '.',
      )[0],
    );
  } catch {
    return 0;
  }
}

/**
 * `npm run build -w @nbp/web` (the site and the renderer's bundle) as web/Dockerfile's build stage
 * runs it: without NODE_ENV, so Vite builds for production. Under vitest (NODE_ENV=test) the
 * renderer's bundle would otherwise call React's development JSX runtime, which the production
 * React it runs with (NODE_ENV=production, as in its image) does not have: every page would fail.
 */
export function buildSite(): void {
  const { NODE_ENV: _ignored, ...env } = process.env;
  execSync('npm run -s build -w @nbp/web', { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The site build copied aside, whole (index.html and every asset it names): a rebuild of web/dist during the run cannot break it. */
function snapshotSite(source: string, target: string): void {
  for (let attempt = 0; attempt < 5; attempt++) {
    rmSync(target, { recursive: true, force: true });
    if (!existsSync(path.join(source, 'index.html'))) throw new Error(`no built site in ${source}: run npm run build -w @nbp/web`);
    cpSync(source, target, { recursive: true });
    const html = readFileSync(path.join(target, 'index.html'), 'utf8');
    const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].filter((m) => !existsSync(path.join(target, m[1]!)));
    if (missing.length === 0) return;
  }
  throw new Error(`the site in ${source} stayed incomplete while copying it`);
}

/** Child processes of a pid (nginx's workers), with their command lines. */
function childrenOf(pid: number): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid)
        found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() });
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

export async function startProdLocal(options: ProdLocalOptions = {}): Promise<ProdLocal> {
  const log = options.log ?? ((line: string) => console.log(line));
  const composeFile = options.composeFile ?? path.join(ROOT, 'docker-compose.yml');
  const composeText = readFileSync(composeFile, 'utf8');
  const label = (options.label ?? 'prodlocal').replace(/[^a-z0-9]/gi, '').toLowerCase() || 'prodlocal';
  const runId = randomBytes(3).toString('hex');

  // ---- variables: the environment, the secrets it lacks, the published port ----------------------
  const given: Variables = { ...(options.variables ?? process.env) };
  const generated = missingSecrets(composeText, given);
  const variables: Variables = { ...given, ...generated };
  const httpPort = options.httpPort === 0 ? await freePort() : (options.httpPort ?? Number(variables.HTTP_PORT || 8080));
  variables.HTTP_PORT = String(httpPort);
  const compose = loadCompose(composeFile, variables);
  const services = compose.services;

  for (const name of Object.keys(options.scale ?? {})) {
    if (!services[name]) throw new Error(`--scale ${name}: docker-compose.yml has no service "${name}"`);
  }

  // ---- where things go -----------------------------------------------------------------------------
  const runDir = path.resolve(options.runDir ?? path.join(ROOT, 'artifacts', 'prod-local', `${label}-${runId}`));
  const logDir = path.join(runDir, 'logs');
  const nginxDir = path.join(runDir, 'nginx');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(nginxDir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the site and the temporary files.
  for (const dir of [runDir, nginxDir]) chmodSync(dir, 0o755);
  const tableFile = path.join(runDir, 'hosts.json');
  const databaseName = `nbp_${label}_${runId}`;
  const subnet = options.subnet ?? `127.${randomInt(16, 240)}.${randomInt(1, 255)}`;
  if (!/^127\.\d{1,3}\.\d{1,3}$/.test(subnet)) throw new Error(`subnet must be 127.<n>.<n>, got ${subnet}`);

  // ---- one plan per service --------------------------------------------------------------------
  const dockerfiles = new Map<string, ReturnType<typeof readDockerfile>>();
  const dockerfileOf = (file: string) => {
    if (!dockerfiles.has(file)) dockerfiles.set(file, readDockerfile(path.join(ROOT, file)));
    return dockerfiles.get(file)!;
  };
  const plans = new Map<string, Plan>();
  let busPrefix = '';
  const deviations: string[] = [];
  const deviate = (line: string) => deviations.push(`prod:local: ${line}`);

  /** The image a built service runs: its Dockerfile's target stage (or last), compose's build arguments filled in. */
  const imageOf = (service: ComposeService): ImageRuntime | undefined =>
    service.build
      ? imageRuntime(dockerfileOf(service.build.dockerfile ?? 'Dockerfile'), service.build.args ?? {}, service.build.target)
      : undefined;
  // The copy of the built site nginx serves, and the renderer reads (WEB_DIST): made before the start.
  const siteDir = path.join(runDir, 'site');

  for (const name of startOrder(services)) {
    const service = services[name]!;
    const kind = kindOf(name, service, imageOf(service));
    const composeEnv = environmentOf(service, variables);
    const restartPolicy = service.deploy?.restart_policy ?? {};
    const update = service.deploy?.update_config ?? {};
    const base = {
      name,
      kind,
      replicas: options.scale?.[name] ?? replicasOf(service),
      deps: dependenciesOf(service),
      restart: {
        condition: restartPolicy.condition ?? 'any',
        delayMs: durationMs(restartPolicy.delay, 5000),
        maxAttempts: Number(restartPolicy.max_attempts ?? 0),
      },
      update: { order: update.order ?? 'stop-first', delayMs: durationMs(update.delay, 0) },
      stopGraceMs: durationMs(service.stop_grace_period, 10_000),
    } as const;
    const composeTest = testCommand(service.healthcheck?.test);
    const composeDeadline =
      durationMs(service.healthcheck?.start_period, 0) +
      durationMs(service.healthcheck?.interval, 30_000) * Number(service.healthcheck?.retries ?? 3);
    const composeTimeout = durationMs(service.healthcheck?.timeout, 30_000);

    if (kind === 'node' || kind === 'renderer') {
      const image: ImageRuntime = imageOf(service)!;
      if (image.command[0] !== 'node') throw new Error(`${name}: the image's CMD is not node (${image.command.join(' ')})`);
      if (!image.healthcheck) throw new Error(`${name}: the image has no HEALTHCHECK`);
      const env: Record<string, string> = { ...image.env, ...composeEnv };
      if (env.DATABASE_URL) {
        const url = new URL(env.DATABASE_URL);
        url.pathname = `/${databaseName}`;
        env.DATABASE_URL = url.toString();
      }
      if (env.AMQP_URL) {
        const url = new URL(env.AMQP_URL);
        url.username = 'guest';
        url.password = 'guest';
        env.AMQP_URL = url.toString().replace(/\/$/, '');
      }
      if (env.BUS_PREFIX) {
        busPrefix ||= `${env.BUS_PREFIX}_${label}_${runId}`;
        env.BUS_PREFIX = busPrefix;
      }
      // The image's own copy of the built site (web/Dockerfile copies web/dist beside the bundle):
      // here, the copy of this run, the one nginx serves, so both name the same hashed files.
      if (env.WEB_DIST) {
        const inImage = env.WEB_DIST.replace(/\/+$/, '');
        env.WEB_DIST = inImage === `${IMAGE_APP_DIR}/web/dist` ? siteDir : inImage.replace(new RegExp(`^${IMAGE_APP_DIR}(?=/|$)`), ROOT);
      }
      const hc = image.healthcheck;
      plans.set(name, {
        ...base,
        env,
        port: Number(env.PORT),
        command: image.command,
        cwd: image.workdir.replace(new RegExp(`^${IMAGE_APP_DIR}(?=/|$)`), ROOT),
        health: {
          kind: 'http',
          path: healthPath(hc.command),
          timeoutMs: hc.timeoutMs,
          deadlineMs: Math.max(hc.startPeriodMs + hc.intervalMs * hc.retries, 60_000),
        },
      });
    } else if (kind === 'nginx') {
      const image = imageOf(service)!;
      const hc = image.healthcheck;
      plans.set(name, {
        ...base,
        replicas: Math.min(base.replicas, 1),
        env: { ...image.env, ...composeEnv },
        port: httpPort,
        command: [NGINX_BIN],
        cwd: nginxDir,
        health: {
          kind: 'http',
          path: hc ? healthPath(hc.command) : '/',
          timeoutMs: hc?.timeoutMs ?? 3000,
          deadlineMs: Math.max((hc?.startPeriodMs ?? 0) + (hc?.intervalMs ?? 10_000) * (hc?.retries ?? 3), 30_000),
        },
      });
    } else if (kind === 'maildev') {
      const composePath = composeTest ? healthPath(composeTest) : '/healthz';
      plans.set(name, {
        ...base,
        env: composeEnv,
        port: Number(composeEnv.MAILDEV_WEB_PORT ?? 1080),
        command: [process.execPath, MAILDEV_BIN],
        cwd: ROOT,
        health: {
          kind: 'http',
          // maildev 3 answers its health check at /api/healthz; the image's 2.2.1 at /healthz.
          path: maildevMajor() >= 3 && composePath === '/healthz' ? '/api/healthz' : composePath,
          timeoutMs: composeTimeout,
          deadlineMs: Math.max(composeDeadline, 30_000),
        },
      });
    } else if (kind === 'postgres') {
      plans.set(name, {
        ...base,
        replicas: 1,
        env: composeEnv,
        port: MACHINE.postgresPort,
        command: [],
        cwd: ROOT,
        health: {
          kind: 'command',
          argv: composeTest ?? ['pg_isready', '-h', '127.0.0.1'],
          timeoutMs: composeTimeout,
          deadlineMs: Math.max(composeDeadline, 30_000),
        },
      });
    } else {
      plans.set(name, {
        ...base,
        replicas: 1,
        env: composeEnv,
        port: 5672,
        command: [],
        cwd: ROOT,
        health: { kind: 'amqp', url: MACHINE.amqpUrl, timeoutMs: composeTimeout, deadlineMs: Math.max(composeDeadline, 30_000) },
      });
    }
  }

  const order = startOrder(services);
  const nodePlans = order.map((name) => plans.get(name)!).filter((plan) => plan.kind === 'node');
  const rendererPlans = order.map((name) => plans.get(name)!).filter((plan) => plan.kind === 'renderer');
  const nginxPlan = [...plans.values()].find((plan) => plan.kind === 'nginx');
  const maildevPlan = [...plans.values()].find((plan) => plan.kind === 'maildev');
  /**
   * nginx's upstreams, as its environment names them ("gateway:8080 resolve"): the service whose
   * replicas' addresses stand in for the name, and the port. Defaults as the template's header says.
   */
  const upstreamOf = (variable: 'GATEWAY_UPSTREAM' | 'RENDERER_UPSTREAM', fallback: string) => {
    const [hostPort] = (nginxPlan?.env[variable] || fallback).split(' ');
    return { service: hostPort!.split(':')[0]!, port: Number(hostPort!.split(':')[1] ?? 80) };
  };
  const upstreams = {
    GATEWAY_UPSTREAM: upstreamOf('GATEWAY_UPSTREAM', 'gateway:8080'),
    RENDERER_UPSTREAM: upstreamOf('RENDERER_UPSTREAM', 'renderer:8090'),
  };
  const upstreamServices = new Set(Object.values(upstreams).map((upstream) => upstream.service));
  // The mail viewer is off when the file binds it to its container's own loopback
  // (MAILDEV_WEB_IP, docs/operations.md#the-mail-viewer): no published port and no other container
  // reaches it. This machine has no container loopback: it still answers on the replica's address for
  // the health check, but the run names no mail URL and publishes nothing.
  const viewerOn = maildevPlan ? !isLoopback(maildevPlan.env.MAILDEV_WEB_IP ?? '0.0.0.0') : false;
  const publishMail = viewerOn && (options.publishMailViewer ?? false);
  const mailPublished = (() => {
    const port = services[maildevPlan?.name ?? '']?.ports?.[0];
    if (typeof port !== 'string') return { host: '127.0.0.1', port: 1080 };
    const parts = port.split(':');
    return parts.length === 3 ? { host: parts[0]!, port: Number(parts[1]) } : { host: '0.0.0.0', port: Number(parts[0]) };
  })();
  // What compose would refuse to publish: a port another program already holds.
  const published = [
    ...(nginxPlan ? [{ what: 'the site (nginx)', host: '127.0.0.1', port: httpPort }] : []),
    ...(maildevPlan && maildevPlan.replicas > 0 && publishMail ? [{ what: 'the mail viewer', ...mailPublished }] : []),
  ];
  for (const { what, host, port } of published) {
    if (await portInUse(port, host === '0.0.0.0' ? '127.0.0.1' : host)) {
      throw new Error(`port ${port} (${what}) is already in use on ${host}: is it running already?`);
    }
  }

  // ---- what differs from compose, said once ----------------------------------------------------------
  if (Object.keys(generated).length) deviate(`secrets generated for this run (none was set): ${Object.keys(generated).join(', ')}`);
  deviate(
    `PostgreSQL is this machine's (127.0.0.1:${MACHINE.postgresPort}), not the postgres image: database ${databaseName} made by infra/postgres/10-init-schemas.sh (roles, schemas, grants; ${
      options.keepDatabase ? 'kept' : 'dropped'
    } at stop); the services' DATABASE_URL names it instead of nbp; POSTGRES_PASSWORD is not used (the machine's superuser, trusted on 127.0.0.1, runs the script)`,
  );
  deviate(
    `RabbitMQ is this machine's (127.0.0.1:5672), not the rabbitmq image: the services log in as guest/guest (the image's nbp user and RABBITMQ_PASSWORD do not exist there), on the default vhost, with BUS_PREFIX ${busPrefix} instead of nbp (its queues deleted at stop)`,
  );
  deviate(
    `Docker's DNS: compose's service names resolve through a preload (node --import scripts/prod-local/hosts-preload.mjs) that answers from the harness's table of running replicas; each replica listens on its own address ${subnet}.n, so HOST is that address instead of 0.0.0.0`,
  );
  deviate(
    `nginx is Debian's (${NGINX_BIN}), not nginx-unprivileged:1.27: its upstreams cannot \`resolve\`, so they list the ${[...upstreamServices].join(' and ')} replicas' addresses and it is reloaded when they change; it listens on 127.0.0.1:${httpPort} only (compose publishes HTTP_PORT on every address of the host)`,
  );
  if (maildevPlan && maildevPlan.replicas > 0)
    deviate(
      `maildev is node_modules' ${maildevMajor()}.x, not the maildev/maildev:2.2.1 image; its health check asks ${maildevPlan.health.kind === 'http' ? maildevPlan.health.path : ''}; its web view ${
        !viewerOn
          ? `is off (MAILDEV_WEB_IP ${maildevPlan.env.MAILDEV_WEB_IP}, its container's loopback): it answers on the replica's own address for the health check only, and the run names no mail URL`
          : publishMail
            ? `is published at ${mailPublished.host}:${mailPublished.port} as in the file`
            : 'answers on its own address, not published on 127.0.0.1'
      }`,
    );
  deviate(
    "no containers: the processes run as this user, without read_only, tmpfs, cap_drop, no-new-privileges, init or deploy.resources limits, with the repository's node_modules (an image installs --omit=dev)",
  );
  deviate(
    "health checks: the images' and the file's HTTP checks are made as HTTP GETs of the same path at the replica's address, pg_isready is run as the file says, RabbitMQ's (rabbitmq-diagnostics ping) is an AMQP login; polled every 0.1 s until healthy, not afterwards",
  );
  deviate("depends_on: each dependency is started and healthy before what depends on it (compose's short form only orders the start)");
  deviate(
    'rolling updates follow deploy.update_config (order, delay; start-first: the new process on a new address, in the name table once healthy, then the old one stopped); monitor, failure_action and rollback_config are not emulated',
  );
  for (const line of deviations) log(line);

  // ---- build ------------------------------------------------------------------------------------------
  if (options.build ?? true) {
    for (const plan of nodePlans) {
      const workspace = services[plan.name]!.build!.args!.WORKSPACE!;
      await buildWorkspace(path.basename(workspace));
    }
    log('prod:local: services compiled (scripts/build.ts); building the site (web/dist)...');
    buildSite();
  }
  if (nginxPlan || rendererPlans.length) {
    snapshotSite(path.join(ROOT, 'web', 'dist'), siteDir);
    chmodSync(siteDir, 0o755);
  }
  for (const plan of rendererPlans) {
    const script = plan.command.slice(1).find((arg) => !arg.startsWith('-'));
    if (script && !existsSync(path.join(plan.cwd, script)))
      throw new Error(`${plan.name}: no ${path.join(plan.cwd, script)}: run npm run build -w @nbp/web`);
  }

  // ---- the name table (Docker's DNS) ---------------------------------------------------------------
  const replicas = new Map<string, Replica[]>();
  const usedAddresses = new Set<string>();
  let nextHost = 2;
  const allocate = (): string => {
    for (let tries = 0; tries < 253; tries++) {
      const candidate = `${subnet}.${nextHost}`;
      nextHost = nextHost >= 254 ? 2 : nextHost + 1;
      if (!usedAddresses.has(candidate)) {
        usedAddresses.add(candidate);
        return candidate;
      }
    }
    throw new Error(`no free address left in ${subnet}.0/24`);
  };
  const publishTable = () => {
    const names: Record<string, string[]> = {};
    for (const plan of plans.values()) {
      if (plan.kind === 'postgres' || plan.kind === 'rabbitmq') names[plan.name] = [MACHINE.address];
      else names[plan.name] = (replicas.get(plan.name) ?? []).filter((r) => r.listed).map((r) => r.address);
    }
    const temporary = `${tableFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ names }, null, 2));
    renameSync(temporary, tableFile);
  };

  // ---- processes --------------------------------------------------------------------------------------
  let stopping = false;
  const nameOf = (replica: Replica) => `${replica.plan.name}-${replica.index}`;

  /**
   * An upstream's servers: its service's listed replicas. Nothing listed (every gateway, or every
   * renderer, down): nginx still needs a server, an address where nothing listens; it answers 503
   * from @gateway_down, or the site's shell from @shell.
   */
  const upstreamServers = ({ service, port }: { service: string; port: number }): string[] => {
    const listed = (replicas.get(service) ?? []).filter((r) => r.listed).map((r) => `${r.address}:${port}`);
    return listed.length ? listed : [`${subnet}.1:${port}`];
  };

  const nginxConfig = () => {
    const env = nginxPlan!.env;
    return renderNginxConfig({
      LISTEN_PORT: `127.0.0.1:${httpPort}`,
      WEB_ROOT: siteDir,
      GATEWAY_UPSTREAM: upstreamServers(upstreams.GATEWAY_UPSTREAM),
      RENDERER_UPSTREAM: upstreamServers(upstreams.RENDERER_UPSTREAM),
      NGINX_PREFIX: nginxDir,
      MIME_TYPES: '/etc/nginx/mime.types',
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${httpPort}`,
      COOKIE_SECURE: env.COOKIE_SECURE ?? 'false',
      TRUSTED_TERMINATORS: env.TRUSTED_TERMINATORS,
    });
  };

  const spawnReplica = (replica: Replica): void => {
    const plan = replica.plan;
    let command: string;
    let args: string[];
    let env: Record<string, string>;
    const basics = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}) };
    if (plan.kind === 'node' || plan.kind === 'renderer') {
      command = process.execPath;
      args = ['--import', `${PRELOAD.href}?table=${encodeURIComponent(tableFile)}`, ...plan.command.slice(1)];
      env = { ...basics, ...plan.env, HOST: replica.address };
    } else if (plan.kind === 'maildev') {
      command = plan.command[0]!;
      args = plan.command.slice(1);
      env = {
        ...basics,
        ...plan.env,
        MAILDEV_IP: replica.address,
        MAILDEV_WEB_IP: publishMail ? mailPublished.host : replica.address,
        MAILDEV_WEB_PORT: String(publishMail ? mailPublished.port : plan.port),
      };
    } else {
      const confPath = path.join(nginxDir, 'nginx.conf');
      writeFileSync(confPath, nginxConfig());
      command = plan.command[0]!;
      args = ['-c', confPath, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-g', 'daemon off;'];
      env = basics;
    }
    const child = spawn(command, args, { cwd: plan.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    replica.child = child;
    replica.state = 'starting';
    const file = createWriteStream(replica.logFile, { flags: 'a' });
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
    if (options.echo) {
      const prefix = `${nameOf(replica).padEnd(16)}| `;
      for (const stream of [child.stdout, child.stderr]) {
        let buffered = '';
        stream?.on('data', (chunk: Buffer) => {
          buffered += chunk.toString('utf8');
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
        });
      }
    }
    child.once('error', (err) => log(`prod:local: ${nameOf(replica)} could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      setTimeout(() => file.end(), 100);
      if (replica.child !== child) return;
      replica.state = 'stopped';
      if (replica.listed && plan.kind !== 'nginx') {
        replica.listed = false;
        publishTable();
      }
      if (stopping || replica.retired || replica.held) return;
      const condition = plan.restart.condition;
      const again = condition === 'any' || (condition === 'on-failure' && code !== 0);
      const allowed = plan.restart.maxAttempts === 0 || replica.restarts < plan.restart.maxAttempts;
      const how = signal ?? `code ${code}`;
      if (!again || !allowed) {
        log(`prod:local: ${nameOf(replica)} exited (${how}); restart_policy ${condition} leaves it stopped`);
        return;
      }
      log(
        `prod:local: ${nameOf(replica)} exited (${how}); starting it again in ${plan.restart.delayMs / 1000} s (restart_policy ${condition})`,
      );
      replica.state = 'waiting-restart';
      replica.restartTimer = setTimeout(() => {
        replica.restartTimer = undefined;
        if (stopping || replica.retired || replica.held) return;
        replica.restarts++;
        launch(replica);
      }, plan.restart.delayMs);
    });
  };

  /** Starts a replica's process and lists it (compose lists a container in its DNS once it runs). */
  const launch = (replica: Replica, listed = true): void => {
    spawnReplica(replica);
    if (listed && replica.plan.kind !== 'nginx') {
      replica.listed = true;
      publishTable();
    }
  };

  const probe = async (plan: Plan, replica: Replica | undefined): Promise<boolean> => {
    const health = plan.health;
    try {
      if (health.kind === 'http') {
        const host = plan.kind === 'nginx' ? '127.0.0.1' : plan.kind === 'maildev' && publishMail ? mailPublished.host : replica!.address;
        const port = plan.kind === 'maildev' && publishMail ? mailPublished.port : plan.port;
        const response = await fetch(`http://${host}:${port}${health.path}`, { signal: AbortSignal.timeout(health.timeoutMs) });
        await response.body?.cancel();
        return response.ok;
      }
      if (health.kind === 'command') {
        const [command, ...args] = health.argv;
        return spawnSync(command!, args, { stdio: 'ignore', timeout: health.timeoutMs }).status === 0;
      }
      const connection = await amqp.connect(health.url, { timeout: health.timeoutMs });
      await connection.close();
      return true;
    } catch {
      return false;
    }
  };

  /** Until the replica's current process (the policy may start it again meanwhile) answers its health check. */
  const waitReplicaHealthy = async (replica: Replica): Promise<void> => {
    const deadline = Date.now() + replica.plan.health.deadlineMs;
    while (Date.now() < deadline) {
      if (stopping) throw new Error('prod:local is stopping');
      if (replica.state === 'stopped' && !replica.restartTimer) {
        throw new Error(`${nameOf(replica)} exited and was not started again (see ${replica.logFile})`);
      }
      if ((replica.state === 'starting' || replica.state === 'running') && (await probe(replica.plan, replica))) {
        replica.state = 'running';
        return;
      }
      await sleep(POLL_MS);
    }
    throw new Error(`${nameOf(replica)} did not become healthy (${replica.plan.health.kind} check; see ${replica.logFile})`);
  };

  const waitMachineHealthy = async (plan: Plan): Promise<void> => {
    const deadline = Date.now() + plan.health.deadlineMs;
    while (Date.now() < deadline) {
      if (await probe(plan, undefined)) return;
      await sleep(250);
    }
    throw new Error(`${plan.name} (this machine's) did not pass its health check`);
  };

  /** infra/postgres/10-init-schemas.sh against the run's database, as the image's entrypoint runs it. */
  const initDatabase = (plan: Plan): void => {
    const script = path.join(ROOT, 'infra', 'postgres', '10-init-schemas.sh');
    const result = spawnSync('sh', [script], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        ...plan.env,
        APP_DB: databaseName,
        POSTGRES_USER: MACHINE.superuser,
        PGHOST: MACHINE.address,
        PGPORT: String(MACHINE.postgresPort),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    writeFileSync(path.join(logDir, `${plan.name}-init.log`), `${result.stdout ?? ''}${result.stderr ?? ''}`);
    if (result.status !== 0) throw new Error(`10-init-schemas.sh failed: ${(result.stderr || result.error?.message || '').trim()}`);
  };

  const stopReplica = async (replica: Replica): Promise<void> => {
    if (replica.restartTimer) {
      clearTimeout(replica.restartTimer);
      replica.restartTimer = undefined;
    }
    const child = replica.child;
    if (!child || exited(child)) {
      replica.state = 'stopped';
      return;
    }
    child.kill('SIGTERM');
    if (!(await waitExit(child, replica.plan.stopGraceMs))) {
      child.kill('SIGKILL');
      await waitExit(child, 5000);
    }
    replica.state = 'stopped';
  };

  /** After the upstream's replicas changed: the new config, a graceful reload, and the old workers gone. */
  const reloadNginx = async (): Promise<void> => {
    const nginx = replicas.get(nginxPlan?.name ?? '')?.[0];
    const pid = nginx?.child?.pid;
    if (!nginx || !pid || exited(nginx.child)) return;
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig());
    const before = new Set(childrenOf(pid).map((c) => c.pid));
    nginx.child!.kill('SIGHUP');
    for (let i = 0; i < 200; i++) {
      await sleep(50);
      const now = childrenOf(pid);
      const fresh = now.some((c) => !before.has(c.pid) && /worker process$/.test(c.cmdline));
      const draining = now.some((c) => before.has(c.pid));
      if (fresh && !draining) return;
    }
    log('prod:local: nginx reload: old workers still draining after 10 s; going on');
  };

  const startPlan = async (plan: Plan): Promise<void> => {
    if (plan.kind === 'postgres') {
      await waitMachineHealthy(plan);
      initDatabase(plan);
      return;
    }
    if (plan.kind === 'rabbitmq') {
      await waitMachineHealthy(plan);
      return;
    }
    const list: Replica[] = [];
    replicas.set(plan.name, list);
    for (let index = 1; index <= plan.replicas; index++) {
      const replica: Replica = {
        plan,
        index,
        address: plan.kind === 'nginx' ? '127.0.0.1' : allocate(),
        state: 'stopped',
        restarts: 0,
        listed: false,
        retired: false,
        held: false,
        logFile: path.join(logDir, `${plan.name}-${index}.log`),
      };
      list.push(replica);
      launch(replica);
    }
    await Promise.all(list.map((replica) => waitReplicaHealthy(replica)));
    log(
      `prod:local: ${plan.name} healthy (${list.map((r) => (plan.kind === 'nginx' ? `127.0.0.1:${httpPort}` : `${r.address}:${plan.port}`)).join(', ') || 'no replicas'})`,
    );
  };

  const teardown = async (): Promise<void> => {
    stopping = true;
    for (const name of [...order].reverse()) {
      await Promise.all((replicas.get(name) ?? []).map((replica) => stopReplica(replica)));
    }
    if (busPrefix) await deleteBrokerNames(MACHINE.amqpUrl, busPrefix);
    if (!options.keepDatabase) {
      const client = new pg.Client({ host: MACHINE.address, port: MACHINE.postgresPort, user: MACHINE.superuser, database: 'postgres' });
      try {
        await client.connect();
        await client.query(`drop database if exists "${databaseName}" with (force)`);
      } catch {
        /* nothing made yet, or the server is away: nothing to drop */
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    rmSync(siteDir, { recursive: true, force: true });
  };

  // ---- start, in depends_on order, each dependency healthy first ---------------------------------
  publishTable();
  const started = new Map<string, Promise<void>>();
  const startOf = (name: string): Promise<void> => {
    let promise = started.get(name);
    if (!promise) {
      const plan = plans.get(name)!;
      promise = Promise.all(plan.deps.map(startOf)).then(() => startPlan(plan));
      started.set(name, promise);
    }
    return promise;
  };
  try {
    const all = order.map(startOf);
    // One failure is enough to stop; the others may still be waiting for it.
    await Promise.all(all);
  } catch (err) {
    await teardown();
    throw new Error(`prod:local could not start: ${(err as Error).message} (logs in ${logDir})`, { cause: err });
  }

  // ---- the API ------------------------------------------------------------------------------------------
  const replicaOf = (service: string, index = 1): Replica => {
    const found = replicas.get(service)?.find((r) => r.index === index);
    if (!found) throw new Error(`no replica ${service}-${index} in this run`);
    return found;
  };

  const restartReplica = async (replica: Replica): Promise<void> => {
    replica.held = true;
    try {
      await stopReplica(replica);
      replica.held = false;
      launch(replica);
      await waitReplicaHealthy(replica);
    } finally {
      replica.held = false;
    }
  };

  /** start-first: a new process on a new address, listed once healthy, then the old one stopped. */
  const replaceStartFirst = async (old: Replica): Promise<void> => {
    const list = replicas.get(old.plan.name)!;
    const fresh: Replica = {
      ...old,
      address: allocate(),
      child: undefined,
      state: 'stopped',
      restarts: 0,
      listed: false,
      retired: false,
      held: false,
      restartTimer: undefined,
    };
    launch(fresh, false);
    try {
      await waitReplicaHealthy(fresh);
    } catch (err) {
      fresh.retired = true;
      await stopReplica(fresh);
      usedAddresses.delete(fresh.address);
      throw err;
    }
    fresh.listed = true;
    old.listed = false;
    old.retired = true;
    list[list.indexOf(old)] = fresh;
    publishTable();
    if (upstreamServices.has(old.plan.name)) await reloadNginx();
    await stopReplica(old);
    usedAddresses.delete(old.address);
  };

  const api: ProdLocal = {
    url: `http://127.0.0.1:${httpPort}`,
    mailUrl: (() => {
      const replica = maildevPlan ? replicas.get(maildevPlan.name)?.[0] : undefined;
      if (!replica || !viewerOn) return undefined;
      return publishMail
        ? `http://${mailPublished.host === '0.0.0.0' ? '127.0.0.1' : mailPublished.host}:${mailPublished.port}`
        : `http://${replica.address}:${maildevPlan!.port}`;
    })(),
    databaseUrl: `postgres://${MACHINE.superuser}@${MACHINE.address}:${MACHINE.postgresPort}/${databaseName}`,
    databaseName,
    busPrefix,
    runDir,
    admin: { email: variables.ADMIN_EMAIL ?? '', password: variables.ADMIN_PASSWORD ?? '' },
    deviations,
    get replicas(): ReplicaInfo[] {
      return order.flatMap((name) =>
        (replicas.get(name) ?? []).map((r) => ({
          service: name,
          index: r.index,
          name: nameOf(r),
          address: r.address,
          port: r.plan.port,
          url: r.plan.kind === 'nginx' ? `http://127.0.0.1:${httpPort}` : `http://${r.address}:${r.plan.port}`,
          pid: r.child?.pid,
          argv: r.child?.spawnargs ?? [],
          cwd: r.plan.cwd,
          restarts: r.restarts,
          state: r.state,
          logFile: r.logFile,
        })),
      );
    },
    async kill(service, index = 1, signal = 'SIGKILL') {
      const child = replicaOf(service, index).child;
      if (!child || exited(child)) return;
      const gone = waitExit(child, 60_000);
      child.kill(signal);
      await gone;
    },
    async restart(service, index = 1) {
      await restartReplica(replicaOf(service, index));
    },
    async rollingRestart({ services: chosen, delayMs, order: forced } = {}) {
      const names = chosen ?? [...nodePlans, ...rendererPlans].map((plan) => plan.name);
      let first = true;
      for (const name of names) {
        const plan = plans.get(name);
        if (!plan || !replicas.has(name)) throw new Error(`rollingRestart: no service "${name}" runs here`);
        for (const replica of [...replicas.get(name)!]) {
          if (!first) await sleep(delayMs ?? plan.update.delayMs);
          first = false;
          const how = forced ?? plan.update.order;
          log(`prod:local: updating ${nameOf(replica)} (${how})`);
          if (how === 'start-first' && plan.kind !== 'nginx') await replaceStartFirst(replica);
          // Same process slot, same address: nginx's upstream stays as it is.
          else await restartReplica(replica);
        }
      }
    },
    async waitHealthy(service, index = 1) {
      await waitReplicaHealthy(replicaOf(service, index));
    },
    stop: (() => {
      let stopped: Promise<void> | undefined;
      return () => (stopped ??= teardown());
    })(),
  };
  return api;
}
