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
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCompose, startOrder, type ComposeService, type Variables } from './compose.ts';
import { missingSecrets } from './secrets.ts';
import { buildWorkspace } from '../build.ts';
import { freePort } from '../lib/ports.ts';
import { ROOT } from './paths.ts';
import { planServices, type Plan } from './plans.ts';
import { MACHINE } from './machine.ts';
import { mailViewerOf, refuseTakenPorts } from './publishing.ts';
import { deviationLines } from './deviations.ts';
import { buildSite, snapshotSite } from './site.ts';
import { exited, waitExit } from '../lib/child-exit.ts';
import { Fleet, type ReplicaInfo } from './fleet.ts';
import type { Run } from './run.ts';

// The modules of the stand-in: plans.ts (a plan per service), publishing.ts and deviations.ts (what
// is published, what differs), fleet.ts with replica-process.ts, health-checks.ts, name-table.ts and
// nginx.ts (the processes), machine.ts (this machine's PostgreSQL and RabbitMQ), site.ts (the built site).
export { ROOT } from './paths.ts';
export { buildSite } from './site.ts';
export type { ReplicaState } from './replica-process.ts';
export type { ReplicaInfo } from './fleet.ts';

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

/** The file read with its variables: the environment, the secrets it lacks (generated), the published port. */
async function readComposeFile(options: ProdLocalOptions) {
  const composeFile = options.composeFile ?? path.join(ROOT, 'docker-compose.yml');
  const composeText = readFileSync(composeFile, 'utf8');
  const given: Variables = { ...(options.variables ?? process.env) };
  const generated = missingSecrets(composeText, given);
  const variables: Variables = { ...given, ...generated };
  const httpPort = options.httpPort === 0 ? await freePort() : (options.httpPort ?? Number(variables.HTTP_PORT || 8080));
  variables.HTTP_PORT = String(httpPort);
  const services = loadCompose(composeFile, variables).services;
  for (const name of Object.keys(options.scale ?? {})) {
    if (!services[name]) throw new Error(`--scale ${name}: docker-compose.yml has no service "${name}"`);
  }
  return { services, variables, generated: Object.keys(generated), httpPort };
}

/** Where the run's files go and what it is called: its folder (logs, nginx, the name table), database and subnet. */
function runPlaces(options: ProdLocalOptions, label: string, runId: string) {
  const runDir = path.resolve(options.runDir ?? path.join(ROOT, 'artifacts', 'prod-local', `${label}-${runId}`));
  const logDir = path.join(runDir, 'logs');
  const nginxDir = path.join(runDir, 'nginx');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(nginxDir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the site and the temporary files.
  for (const dir of [runDir, nginxDir]) chmodSync(dir, 0o755);
  const subnet = options.subnet ?? `127.${randomInt(16, 240)}.${randomInt(1, 255)}`;
  if (!/^127\.\d{1,3}\.\d{1,3}$/.test(subnet)) throw new Error(`subnet must be 127.<n>.<n>, got ${subnet}`);
  return {
    runDir,
    logDir,
    nginxDir,
    tableFile: path.join(runDir, 'hosts.json'),
    // The copy of the built site nginx serves, and the renderer reads (WEB_DIST): made before the start.
    siteDir: path.join(runDir, 'site'),
    databaseName: `nbp_${label}_${runId}`,
    subnet,
  };
}

/** The services compiled and the site built (unless told not to), the site copied for the run, the renderer's bundle there. */
async function buildAndCopy(options: ProdLocalOptions, run: Run, plans: Plan[], services: Record<string, ComposeService>) {
  const nodePlans = plans.filter((plan) => plan.kind === 'node');
  const rendererPlans = plans.filter((plan) => plan.kind === 'renderer');
  if (options.build ?? true) {
    for (const plan of nodePlans) {
      const workspace = services[plan.name]!.build!.args!.WORKSPACE!;
      await buildWorkspace(path.basename(workspace));
    }
    run.log('prod:local: services compiled (scripts/build.ts); building the site (web/dist)...');
    buildSite();
  }
  if (plans.some((plan) => plan.kind === 'nginx') || rendererPlans.length) {
    snapshotSite(path.join(ROOT, 'web', 'dist'), run.siteDir);
    chmodSync(run.siteDir, 0o755);
  }
  for (const plan of rendererPlans) {
    const script = plan.command.slice(1).find((arg) => !arg.startsWith('-'));
    if (script && !existsSync(path.join(plan.cwd, script)))
      throw new Error(`${plan.name}: no ${path.join(plan.cwd, script)}: run npm run build -w @nbp/web`);
  }
}

export async function startProdLocal(options: ProdLocalOptions = {}): Promise<ProdLocal> {
  const log = options.log ?? ((line: string) => console.log(line));
  const label = (options.label ?? 'prodlocal').replace(/[^a-z0-9]/gi, '').toLowerCase() || 'prodlocal';
  const runId = randomBytes(3).toString('hex');
  const { services, variables, generated, httpPort } = await readComposeFile(options);
  const places = runPlaces(options, label, runId);
  const { plans, busPrefix } = planServices(services, {
    variables,
    scale: options.scale,
    databaseName: places.databaseName,
    busSuffix: `${label}_${runId}`,
    httpPort,
    siteDir: places.siteDir,
    nginxDir: places.nginxDir,
  });
  const order = startOrder(services);
  const inOrder = order.map((name) => plans.get(name)!);
  const nginxPlan = inOrder.find((plan) => plan.kind === 'nginx');
  const maildevPlan = inOrder.find((plan) => plan.kind === 'maildev');
  const mail = mailViewerOf(maildevPlan, services[maildevPlan?.name ?? ''], options.publishMailViewer ?? false);
  await refuseTakenPorts(nginxPlan, maildevPlan, httpPort, mail);
  const keepDatabase = options.keepDatabase ?? false;
  const run: Run = { ...places, log, echo: options.echo ?? false, httpPort, busPrefix, keepDatabase, mail };
  const fleet = new Fleet(run, plans, order);

  const deviations = deviationLines({
    generatedSecrets: generated,
    databaseName: places.databaseName,
    keepDatabase,
    busPrefix,
    subnet: places.subnet,
    httpPort,
    upstreamServices: fleet.upstreamServices,
    maildevPlan,
    mail,
  });
  for (const line of deviations) log(line);
  await buildAndCopy(options, run, inOrder, services);
  await fleet.start();
  return prodLocalApi(fleet, run, {
    databaseUrl: `postgres://${MACHINE.superuser}@${MACHINE.address}:${MACHINE.postgresPort}/${places.databaseName}`,
    admin: { email: variables.ADMIN_EMAIL ?? '', password: variables.ADMIN_PASSWORD ?? '' },
    deviations,
  });
}

/** What a caller (npm run prod:local, the tests in tests/prod) holds: the run's addresses and its processes' controls. */
function prodLocalApi(fleet: Fleet, run: Run, facts: Pick<ProdLocal, 'databaseUrl' | 'admin' | 'deviations'>): ProdLocal {
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${run.httpPort}`,
    mailUrl: fleet.mailUrl(),
    ...facts,
    databaseName: run.databaseName,
    busPrefix: run.busPrefix,
    runDir: run.runDir,
    get replicas(): ReplicaInfo[] {
      return fleet.infos();
    },
    async kill(service, index = 1, signal = 'SIGKILL') {
      const child = fleet.replicaOf(service, index).child;
      if (!child || exited(child)) return;
      const gone = waitExit(child, 60_000);
      child.kill(signal);
      await gone;
    },
    async restart(service, index = 1) {
      await fleet.restartReplica(fleet.replicaOf(service, index));
    },
    async rollingRestart({ services, delayMs, order } = {}) {
      await fleet.rollingRestart(services ?? fleet.builtServices(), { delayMs, order });
    },
    async waitHealthy(service, index = 1) {
      await fleet.waitHealthy(fleet.replicaOf(service, index));
    },
    stop: () => (stopped ??= fleet.teardown()),
  };
}
