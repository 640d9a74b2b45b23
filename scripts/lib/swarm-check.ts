/**
 * docker-compose.yml in its Swarm form: `docker stack deploy -c docker-compose.yml nbp` must take
 * the same file compose runs (docs/operations.md#swarm). dclint validates it against the Compose
 * specification, which is wider than what stack deploy reads: the Docker CLI loads a stack with
 * the older Compose file format 3.x and refuses what that format lacks (a top-level `name`, the
 * long form of `depends_on`, `host_ip` on a port, ...), ignores a few keys with a warning, and
 * requires nothing of `deploy:`. dclint has no Swarm mode, so `npm run lint` runs this:
 *
 *   1. our rules, on the file as written (anchors and merge keys resolved): every long-running
 *      service has deploy.replicas, update_config, restart_policy and resources.limits, an image
 *      with a tag and no container_name; a service that owns a volume is updated stop-first;
 *      nothing stack deploy refuses; what it ignores only when TOLERATED below says why;
 *   2. then, when the Docker CLI is installed (it needs no engine), `docker stack config`, the
 *      very loader stack deploy uses, with a placeholder for every required variable.
 *
 * Plain Node runs this file (type annotations only), as the lint step does.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  DEPLOY_KEYS,
  HEALTHCHECK_KEYS,
  IGNORED_BY_SWARM,
  MOUNT_KEYS,
  PORT_KEYS,
  REFUSED,
  RESTART_KEYS,
  SERVICE_KEYS,
  TOP_LEVEL_ENTRY_KEYS,
  TOP_LEVEL_KEYS,
  UPDATE_KEYS,
} from './swarm-keys.ts';

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
const dict = (value: unknown): Dict => (isDict(value) ? value : {});

/**
 * Keys the Swarm ignores (stack deploy prints "Ignoring unsupported options") that this file may
 * keep for compose, each with the reason. A key listed here is tolerated on every service; one
 * written "service.key" on that service only. Anything else the Swarm ignores is a problem.
 */
export const TOLERATED: Record<string, string> = {
  build: 'compose builds the images; a Swarm pulls them by `image:` from REGISTRY',
  security_opt: 'no-new-privileges for compose; Swarm tasks run as a non-root user with every capability dropped',
  'maildev.ports': 'the mail viewer stays on 127.0.0.1 under compose; a Swarm runs it with MAILDEV_REPLICAS=0 (docs/operations.md#swarm)',
};
/** A value written as an interpolation (`${VAR:-1}`): the Docker CLI casts it after substituting. */
const interpolated = (value: unknown) => typeof value === 'string' && /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?[-?][^}]*)?\}$/.test(value);
const unknownKeys = (value: Dict, known: Set<string>) => Object.keys(value).filter((key) => !known.has(key) && !key.startsWith('x-'));

function tolerated(service: string, key: string): boolean {
  return key in TOLERATED || `${service}.${key}` in TOLERATED;
}

/** The top level: only the sections stack deploy reads, and in each entry only the keys it knows. */
function checkTopLevel(compose: Dict, problems: string[]): void {
  for (const key of unknownKeys(compose, TOP_LEVEL_KEYS)) {
    const why = key === 'name' ? ' (set COMPOSE_PROJECT_NAME or `-p` for compose instead)' : '';
    problems.push(`top-level \`${key}\`: docker stack deploy refuses it${why}`);
  }
  for (const section of Object.keys(TOP_LEVEL_ENTRY_KEYS)) {
    for (const [name, entry] of Object.entries(dict(compose[section]))) {
      for (const key of unknownKeys(dict(entry), TOP_LEVEL_ENTRY_KEYS[section]!))
        problems.push(`${section}.${name}.${key}: docker stack deploy refuses it`);
    }
  }
}

/** A service's own keys: none refused, none unknown, none the Swarm ignores unless TOLERATED says why. */
function checkServiceKeys(name: string, service: Dict, where: string, problems: string[]): void {
  for (const key of Object.keys(service)) {
    if (key.startsWith('x-')) continue;
    if (key in REFUSED) problems.push(`${where}.${key}: docker stack deploy refuses it (${REFUSED[key]})`);
    else if (!SERVICE_KEYS.has(key))
      problems.push(`${where}.${key}: not in the Compose file format docker stack deploy reads, which refuses it`);
    else if (key in IGNORED_BY_SWARM && !tolerated(name, key))
      problems.push(
        `${where}.${key}: ${IGNORED_BY_SWARM[key]}; remove it, or add it to TOLERATED in scripts/lib/swarm-check.ts with the reason`,
      );
  }
}

/** The image a Swarm pulls, with a tag (or a digest) naming which build; the short depends_on; ports and health check keys it reads. */
function checkImageAndPorts(name: string, service: Dict, where: string, problems: string[]): void {
  const image = service.image;
  if (typeof image !== 'string' || image === '')
    problems.push(`${where}.image is missing: a Swarm pulls every service's image, it builds none`);
  else {
    const last = image.split('/').pop() ?? '';
    if (!image.includes('@') && !/:[^:]+$/.test(last))
      problems.push(`${where}.image "${image}" has no tag: name the build it runs (e.g. :\${TAG})`);
  }

  if ('depends_on' in service && !Array.isArray(service.depends_on))
    problems.push(`${where}.depends_on: docker stack deploy takes only the short form (a list of names); conditions are refused`);

  const ports = Array.isArray(service.ports) ? service.ports : [];
  for (const [index, port] of ports.entries()) {
    if (isDict(port)) {
      for (const key of unknownKeys(port, PORT_KEYS))
        problems.push(`${where}.ports[${index}].${key}: docker stack deploy refuses it (a Swarm publishes on every address)`);
    } else if (/^\s*[^:\s]+:[^:]+:[^:]+$/.test(String(port)) && !/^\s*0\.0\.0\.0:/.test(String(port)) && !tolerated(name, 'ports')) {
      problems.push(`${where}.ports[${index}] "${String(port)}": a Swarm ignores the address and publishes on every address of every node`);
    }
  }

  if (service.healthcheck !== undefined)
    for (const key of unknownKeys(dict(service.healthcheck), HEALTHCHECK_KEYS))
      problems.push(`${where}.healthcheck.${key}: docker stack deploy refuses it`);
}

/** The service's mounts: no bind mount of a host path, the keys stack deploy reads. True when it owns a top-level volume. */
function checkMounts(service: Dict, where: string, volumes: Dict, problems: string[]): boolean {
  const mounts = Array.isArray(service.volumes) ? service.volumes : [];
  let ownsVolume = false;
  for (const [index, mount] of mounts.entries()) {
    if (isDict(mount)) {
      for (const key of unknownKeys(mount, MOUNT_KEYS)) problems.push(`${where}.volumes[${index}].${key}: docker stack deploy refuses it`);
      if (mount.type === 'volume' && typeof mount.source === 'string' && mount.source in volumes) ownsVolume = true;
      if (mount.type === 'bind')
        problems.push(`${where}.volumes[${index}]: a bind mount of a host path, which a Swarm node may not have (use a config)`);
      const size = dict(mount.tmpfs).size;
      if (size !== undefined && !Number.isInteger(size))
        problems.push(`${where}.volumes[${index}].tmpfs.size: docker stack deploy takes bytes as an integer`);
    } else {
      const source = String(mount).split(':')[0] ?? '';
      if (source in volumes) ownsVolume = true;
      else if (/^[./~]/.test(source) && String(mount).includes(':'))
        problems.push(
          `${where}.volumes[${index}] "${String(mount)}": a bind mount of a host path, which a Swarm node may not have (use a config)`,
        );
    }
  }
  return ownsVolume;
}

/** update_config (required) and rollback_config: known keys and values; stop-first for a service owning a volume. */
function checkUpdateConfigs(deploy: Dict, where: string, ownsVolume: boolean, problems: string[]): void {
  for (const section of ['update_config', 'rollback_config'] as const) {
    if (deploy[section] === undefined) {
      if (section === 'update_config')
        problems.push(`${where}.deploy.update_config is missing: how a new image rolls out (parallelism, order, failure_action, monitor)`);
      continue;
    }
    const config = dict(deploy[section]);
    for (const key of unknownKeys(config, UPDATE_KEYS)) problems.push(`${where}.deploy.${section}.${key}: docker stack deploy refuses it`);
    if (config.order !== undefined && config.order !== 'start-first' && config.order !== 'stop-first')
      problems.push(`${where}.deploy.${section}.order is ${JSON.stringify(config.order)}: expected start-first or stop-first`);
    const actions = section === 'update_config' ? ['continue', 'rollback', 'pause'] : ['continue', 'pause'];
    if (config.failure_action !== undefined && !actions.includes(String(config.failure_action)))
      problems.push(
        `${where}.deploy.${section}.failure_action is ${JSON.stringify(config.failure_action)}: expected one of ${actions.join(', ')}`,
      );
    if (ownsVolume && config.order !== 'stop-first')
      problems.push(
        `${where}.deploy.${section}.order must be stop-first: the service owns a volume, and start-first would run two tasks on it at once`,
      );
  }
}

/** restart_policy and resources.limits: what the Swarm does when a task exits, and what a task may use at most. */
function checkRestartAndResources(deploy: Dict, where: string, problems: string[]): void {
  if (deploy.restart_policy === undefined)
    problems.push(`${where}.deploy.restart_policy is missing: what the Swarm does when a task exits (condition, delay, max_attempts)`);
  else {
    const policy = dict(deploy.restart_policy);
    for (const key of unknownKeys(policy, RESTART_KEYS))
      problems.push(`${where}.deploy.restart_policy.${key}: docker stack deploy refuses it`);
    if (!['none', 'on-failure', 'any'].includes(String(policy.condition)))
      problems.push(`${where}.deploy.restart_policy.condition is ${JSON.stringify(policy.condition)}: expected none, on-failure or any`);
  }

  const resources = dict(deploy.resources);
  if (!isDict(resources.limits)) problems.push(`${where}.deploy.resources.limits is missing: the cpus and memory a task may use at most`);
  for (const kind of ['limits', 'reservations'] as const) {
    if (resources[kind] === undefined) continue;
    const bounds = dict(resources[kind]);
    const known = new Set(kind === 'limits' ? ['cpus', 'memory', 'pids'] : ['cpus', 'memory', 'generic_resources']);
    for (const key of unknownKeys(bounds, known)) problems.push(`${where}.deploy.resources.${kind}.${key}: docker stack deploy refuses it`);
    if (kind === 'limits' && (bounds.cpus === undefined || bounds.memory === undefined))
      problems.push(`${where}.deploy.resources.limits needs both cpus and memory`);
    if (bounds.cpus !== undefined && typeof bounds.cpus !== 'string')
      problems.push(`${where}.deploy.resources.${kind}.cpus must be quoted ('0.50'): docker stack deploy refuses a number there`);
    if (bounds.memory !== undefined && !/^\d+(\.\d+)?[bkmg]?b?$/i.test(String(bounds.memory)))
      problems.push(`${where}.deploy.resources.${kind}.memory is ${JSON.stringify(bounds.memory)}: expected a size such as 256M`);
  }
}

/** deploy: what the Swarm runs, how it updates, restarts and bounds it (a job only needs known keys). */
function checkDeploy(service: Dict, where: string, ownsVolume: boolean, problems: string[]): void {
  if (!isDict(service.deploy)) {
    problems.push(`${where}.deploy is missing: replicas, update_config, restart_policy and resources tell the Swarm how to run it`);
    return;
  }
  const deploy = service.deploy;
  for (const key of unknownKeys(deploy, DEPLOY_KEYS)) problems.push(`${where}.deploy.${key}: docker stack deploy refuses it`);
  // A job runs to its end; the rules below are for what runs for good.
  if (typeof deploy.mode === 'string' && deploy.mode.endsWith('-job')) return;
  const global = deploy.mode === 'global';
  if (!global) {
    if (deploy.replicas === undefined) problems.push(`${where}.deploy.replicas is missing: how many tasks the Swarm keeps running`);
    else if (!(Number.isInteger(deploy.replicas) && (deploy.replicas as number) >= 0) && !interpolated(deploy.replicas))
      problems.push(`${where}.deploy.replicas is ${JSON.stringify(deploy.replicas)}: expected a whole number`);
  }
  checkUpdateConfigs(deploy, where, ownsVolume, problems);
  checkRestartAndResources(deploy, where, problems);
}

/** Every way the file would not deploy, or not deploy as meant, on a Swarm; one readable line each. */
export function checkSwarm(text: string): string[] {
  const problems: string[] = [];
  let compose: Dict;
  try {
    compose = dict(parse(text, { merge: true, maxAliasCount: -1 }));
  } catch (err) {
    return [`docker-compose.yml does not parse: ${(err as Error).message}`];
  }
  checkTopLevel(compose, problems);
  const volumes = dict(compose.volumes);
  const services = dict(compose.services);
  if (Object.keys(services).length === 0) problems.push('no services');
  for (const [name, value] of Object.entries(services)) {
    const service = dict(value);
    const where = `services.${name}`;
    checkServiceKeys(name, service, where, problems);
    checkImageAndPorts(name, service, where, problems);
    const ownsVolume = checkMounts(service, where, volumes, problems);
    checkDeploy(service, where, ownsVolume, problems);
  }
  return problems;
}

/** `docker stack config`: the Docker CLI's own loader, as stack deploy runs it. Null when there is no Docker CLI. */
export function dockerStackConfig(file: string): { ok: boolean; output: string } | null {
  const text = readFileSync(file, 'utf8');
  // Required variables (${NAME:?...}) get a placeholder; nothing from the caller's environment
  // reaches the check, so the result does not depend on who runs it.
  const placeholders = Object.fromEntries(
    [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => [match[1]!, 'placeholder']),
  );
  const result = spawnSync('docker', ['stack', 'config', '--compose-file', path.basename(file)], {
    cwd: path.dirname(file),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...placeholders },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return null;
  if (result.error) return { ok: false, output: result.error.message };
  return { ok: result.status === 0, output: result.stderr.trim() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = path.resolve(root, process.argv[2] ?? 'docker-compose.yml');
  const problems = checkSwarm(readFileSync(file, 'utf8'));
  if (problems.length) {
    process.stderr.write(`${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`${path.basename(file)}: every service is ready for docker stack deploy (deploy, image, nothing refused)\n`);
  const docker = dockerStackConfig(file);
  if (!docker) {
    process.stdout.write('docker stack config: skipped, no Docker CLI on this machine (the rules above still ran)\n');
  } else if (!docker.ok) {
    process.stderr.write(`docker stack config refuses ${path.basename(file)}:\n${docker.output}\n`);
    process.exit(1);
  } else {
    // Its warnings (an address a Swarm ignores, ...) are shown, not failed on: the rules above
    // already refuse what is not tolerated.
    for (const line of docker.output.split('\n').filter(Boolean)) process.stdout.write(`docker stack config: ${line}\n`);
    process.stdout.write('docker stack config: the Docker CLI loads it as a stack\n');
  }
}
