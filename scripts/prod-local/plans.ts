import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dependenciesOf, durationMs, environmentOf, replicasOf, startOrder, type ComposeService, type Variables } from './compose.ts';
import { imageRuntime, readDockerfile, type ImageRuntime } from './dockerfile.ts';
import { MACHINE } from './machine.ts';
import { IMAGE_APP_DIR, MAILDEV_BIN, NGINX_BIN, ROOT } from './paths.ts';

/**
 * One plan per service of docker-compose.yml: how prod:local runs it (what kind of process, how many,
 * with which environment, port, command and health check), read from the file and, for what is
 * built, from its Dockerfile's stage.
 */

export type Health =
  | { kind: 'http'; path: string; timeoutMs: number; deadlineMs: number }
  | { kind: 'command'; argv: string[]; timeoutMs: number; deadlineMs: number }
  | { kind: 'amqp'; url: string; timeoutMs: number; deadlineMs: number };

/** node: a workspace from the root Dockerfile; renderer: web/Dockerfile's Node stage (one bundle). */
export type Kind = 'node' | 'renderer' | 'nginx' | 'maildev' | 'postgres' | 'rabbitmq';

export interface Plan {
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

/** What the plans take from the run. */
export interface PlanSettings {
  variables: Variables;
  scale: Record<string, number> | undefined;
  databaseName: string;
  /** What follows the file's BUS_PREFIX in the run's own (<label>_<run id>). */
  busSuffix: string;
  httpPort: number;
  /** The copy of the built site nginx serves and the renderer reads. */
  siteDir: string;
  nginxDir: string;
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
  if (/(^|\/)maildev(:|$)/.test(image)) return 'maildev';
  if (/(^|\/)postgres(:|$)/.test(image)) return 'postgres';
  if (/(^|\/)rabbitmq(:|$)/.test(image)) return 'rabbitmq';
  throw new Error(`prod:local does not know how to run service "${name}" (image ${image || 'built from ' + dockerfile})`);
}

/** The major version of node_modules' maildev (0 when it cannot be read). */
export function maildevMajor(): number {
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

/** A service as the file describes it, before its kind decides the rest. */
interface ServiceFacts {
  name: string;
  image: ImageRuntime | undefined;
  composeEnv: Record<string, string>;
  base: Pick<Plan, 'name' | 'kind' | 'replicas' | 'deps' | 'restart' | 'update' | 'stopGraceMs'>;
  composeTest: string[] | undefined;
  composeDeadline: number;
  composeTimeout: number;
}

const inRepository = (imagePath: string) => imagePath.replace(new RegExp(`^${IMAGE_APP_DIR}(?=/|$)`), ROOT);

/** The image's environment pointed at this run: its database, the machine's broker login, its bus prefix, its copy of the site. */
function runEnvironment(env: Record<string, string>, settings: PlanSettings, busPrefixOf: (filePrefix: string) => string) {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${settings.databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  if (env.AMQP_URL) {
    const url = new URL(env.AMQP_URL);
    url.username = 'guest';
    url.password = 'guest';
    env.AMQP_URL = url.toString().replace(/\/$/, '');
  }
  if (env.BUS_PREFIX) env.BUS_PREFIX = busPrefixOf(env.BUS_PREFIX);
  // The image's own copy of the built site (web/Dockerfile copies web/dist beside the bundle):
  // here, the copy of this run, the one nginx serves, so both name the same hashed files.
  if (env.WEB_DIST) {
    const inImage = env.WEB_DIST.replace(/\/+$/, '');
    env.WEB_DIST = inImage === `${IMAGE_APP_DIR}/web/dist` ? settings.siteDir : inRepository(inImage);
  }
  return env;
}

/** A service or the gateway built from the root Dockerfile, or the renderer: the image's command and health check. */
function nodePlan(facts: ServiceFacts, settings: PlanSettings, busPrefixOf: (filePrefix: string) => string): Plan {
  const { name } = facts;
  const image = facts.image!;
  if (image.command[0] !== 'node') throw new Error(`${name}: the image's CMD is not node (${image.command.join(' ')})`);
  if (!image.healthcheck) throw new Error(`${name}: the image has no HEALTHCHECK`);
  const env = runEnvironment({ ...image.env, ...facts.composeEnv }, settings, busPrefixOf);
  const hc = image.healthcheck;
  return {
    ...facts.base,
    env,
    port: Number(env.PORT),
    command: image.command,
    cwd: inRepository(image.workdir),
    health: {
      kind: 'http',
      path: healthPath(hc.command),
      timeoutMs: hc.timeoutMs,
      deadlineMs: Math.max(hc.startPeriodMs + hc.intervalMs * hc.retries, 60_000),
    },
  };
}

function nginxPlan(facts: ServiceFacts, settings: PlanSettings): Plan {
  const image = facts.image!;
  const hc = image.healthcheck;
  return {
    ...facts.base,
    replicas: Math.min(facts.base.replicas, 1),
    env: { ...image.env, ...facts.composeEnv },
    port: settings.httpPort,
    command: [NGINX_BIN],
    cwd: settings.nginxDir,
    health: {
      kind: 'http',
      path: hc ? healthPath(hc.command) : '/',
      timeoutMs: hc?.timeoutMs ?? 3000,
      deadlineMs: Math.max((hc?.startPeriodMs ?? 0) + (hc?.intervalMs ?? 10_000) * (hc?.retries ?? 3), 30_000),
    },
  };
}

function maildevPlan(facts: ServiceFacts): Plan {
  const composePath = facts.composeTest ? healthPath(facts.composeTest) : '/healthz';
  return {
    ...facts.base,
    env: facts.composeEnv,
    port: Number(facts.composeEnv.MAILDEV_WEB_PORT ?? 1080),
    command: [process.execPath, MAILDEV_BIN],
    cwd: ROOT,
    health: {
      kind: 'http',
      // maildev 3 answers its health check at /api/healthz; the image's 2.2.1 at /healthz.
      path: maildevMajor() >= 3 && composePath === '/healthz' ? '/api/healthz' : composePath,
      timeoutMs: facts.composeTimeout,
      deadlineMs: Math.max(facts.composeDeadline, 30_000),
    },
  };
}

/** PostgreSQL or RabbitMQ: this machine's, checked as the file checks them (pg_isready) or by an AMQP login. */
function machinePlan(facts: ServiceFacts, kind: 'postgres' | 'rabbitmq'): Plan {
  const timing = { timeoutMs: facts.composeTimeout, deadlineMs: Math.max(facts.composeDeadline, 30_000) };
  const shared = { ...facts.base, replicas: 1, env: facts.composeEnv, command: [], cwd: ROOT };
  if (kind === 'postgres') {
    return {
      ...shared,
      port: MACHINE.postgresPort,
      health: { kind: 'command', argv: facts.composeTest ?? ['pg_isready', '-h', '127.0.0.1'], ...timing },
    };
  }
  return { ...shared, port: 5672, health: { kind: 'amqp', url: MACHINE.amqpUrl, ...timing } };
}

/** The file's view of one service: its kind, environment, replicas, policies and compose's health check timing. */
function factsOf(name: string, service: ComposeService, image: ImageRuntime | undefined, settings: PlanSettings): ServiceFacts {
  const restartPolicy = service.deploy?.restart_policy ?? {};
  const update = service.deploy?.update_config ?? {};
  return {
    name,
    image,
    composeEnv: environmentOf(service, settings.variables),
    base: {
      name,
      kind: kindOf(name, service, image),
      replicas: settings.scale?.[name] ?? replicasOf(service),
      deps: dependenciesOf(service),
      restart: {
        condition: restartPolicy.condition ?? 'any',
        delayMs: durationMs(restartPolicy.delay, 5000),
        maxAttempts: Number(restartPolicy.max_attempts ?? 0),
      },
      update: { order: update.order ?? 'stop-first', delayMs: durationMs(update.delay, 0) },
      stopGraceMs: durationMs(service.stop_grace_period, 10_000),
    },
    composeTest: testCommand(service.healthcheck?.test),
    composeDeadline:
      durationMs(service.healthcheck?.start_period, 0) +
      durationMs(service.healthcheck?.interval, 30_000) * Number(service.healthcheck?.retries ?? 3),
    composeTimeout: durationMs(service.healthcheck?.timeout, 30_000),
  };
}

/** Every service's plan, in start order, and the bus prefix of the run (the file's, with the run's words after it). */
export function planServices(
  services: Record<string, ComposeService>,
  settings: PlanSettings,
): { plans: Map<string, Plan>; busPrefix: string } {
  const dockerfiles = new Map<string, ReturnType<typeof readDockerfile>>();
  const dockerfileOf = (file: string) => {
    if (!dockerfiles.has(file)) dockerfiles.set(file, readDockerfile(path.join(ROOT, file)));
    return dockerfiles.get(file)!;
  };
  /** The image a built service runs: its Dockerfile's target stage (or last), compose's build arguments filled in. */
  const imageOf = (service: ComposeService): ImageRuntime | undefined =>
    service.build
      ? imageRuntime(dockerfileOf(service.build.dockerfile ?? 'Dockerfile'), service.build.args ?? {}, service.build.target)
      : undefined;
  let busPrefix = '';
  const busPrefixOf = (filePrefix: string) => (busPrefix ||= `${filePrefix}_${settings.busSuffix}`);
  const plans = new Map<string, Plan>();
  for (const name of startOrder(services)) {
    const service = services[name]!;
    const facts = factsOf(name, service, imageOf(service), settings);
    const kind = facts.base.kind;
    if (kind === 'node' || kind === 'renderer') plans.set(name, nodePlan(facts, settings, busPrefixOf));
    else if (kind === 'nginx') plans.set(name, nginxPlan(facts, settings));
    else if (kind === 'maildev') plans.set(name, maildevPlan(facts));
    else plans.set(name, machinePlan(facts, kind));
  }
  return { plans, busPrefix };
}
