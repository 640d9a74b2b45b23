/**
 * The places that list the services but cannot import the registry
 * (services/shared/contracts/src/services.ts) must agree with it: docker-compose.yml, the one
 * Dockerfile, the PostgreSQL init script, the nginx template, and the folders under services/.
 * `npm run lint` runs this; a service added, renamed or moved in one place and not in another
 * fails there, naming the place, instead of at deploy time.
 *
 * Plain Node runs this file (type annotations only), as the lint step does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { GATEWAY, RENDERER, SERVICES, urlVariable } from '../../services/shared/contracts/src/services.ts';

export interface RegistryFiles {
  compose: string;
  dockerfile: string;
  initScript: string;
  nginxTemplate: string;
  /** Folder names under services/ (shared included). */
  serviceFolders: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function readRegistryFiles(root = ROOT): RegistryFiles {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return {
    compose: read('docker-compose.yml'),
    dockerfile: read('Dockerfile'),
    initScript: read('infra/postgres/10-init-schemas.sh'),
    nginxTemplate: read('infra/nginx/nginx.conf.template'),
    serviceFolders: readdirSync(path.join(root, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  };
}

type Dict = Record<string, unknown>;
const dict = (value: unknown): Dict => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Dict) : {});
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** One Node process of compose built from the one Dockerfile: a service or the gateway. */
interface NodeProcess {
  name: string;
  port: number;
  workspace: string;
}

const NODE_PROCESSES: NodeProcess[] = [
  ...SERVICES.map((service) => ({ name: service.name as string, port: service.port, workspace: `services/${service.name}` })),
  { name: GATEWAY.name as string, port: GATEWAY.port, workspace: 'gateway' },
];

/**
 * The workspaces: one folder per service, and no service folder the registry does not know
 * (the lint boundaries would not cover it).
 */
function checkFolders(files: RegistryFiles, names: string[], problems: string[]): void {
  const folders = files.serviceFolders.filter((name) => name !== 'shared');
  for (const name of folders.filter((folder) => !names.includes(folder)))
    problems.push(`services/${name}/ is not in the registry of services`);
  for (const name of names.filter((service) => !folders.includes(service)))
    problems.push(`the registry names ${name}, but services/${name}/ does not exist`);
}

/**
 * A service's (or the gateway's) container in docker-compose.yml: built from the one Dockerfile with
 * the registry's folder and port, its image named after it, reached by the others at the registry's URL.
 */
function checkNodeProcess(services: Dict, expected: NodeProcess, problems: string[]): void {
  const where = `docker-compose.yml: services.${expected.name}`;
  const service = services[expected.name];
  if (!service) {
    problems.push(`${where} is missing`);
    return;
  }
  const build = dict(dict(service).build);
  // The image a Swarm pulls (docs/operations.md#swarm): named after the process.
  const image = String(dict(service).image ?? '');
  if (!new RegExp(`/${expected.name}:[^/]+$`).test(image))
    problems.push(`${where}.image is "${image}", expected <registry>/${expected.name}:<tag>`);
  const args = dict(build.args);
  const environment = dict(dict(service).environment);
  if (build.dockerfile !== 'Dockerfile')
    problems.push(`${where}.build.dockerfile is ${String(build.dockerfile)}, expected the one Dockerfile`);
  if (args.WORKSPACE !== expected.workspace)
    problems.push(`${where}.build.args.WORKSPACE is ${String(args.WORKSPACE)}, expected ${expected.workspace}`);
  if (String(args.PORT) !== String(expected.port))
    problems.push(`${where}.build.args.PORT is ${String(args.PORT)}, expected ${expected.port}`);
  if (String(environment.PORT) !== String(expected.port))
    problems.push(`${where}.environment.PORT is ${String(environment.PORT)}, expected ${expected.port}`);
  for (const service of SERVICES) {
    const variable = urlVariable(service.name);
    const url = `http://${service.name}:${service.port}`;
    if (environment[variable] !== url)
      problems.push(`${where}.environment.${variable} is ${String(environment[variable])}, expected ${url}`);
  }
  for (const variable of Object.keys(environment).filter(
    (key) => /_URL$/.test(key) && /^http:\/\/[a-z]+:\d+$/.test(String(environment[key])),
  )) {
    if (!SERVICES.some((service) => urlVariable(service.name) === variable))
      problems.push(`${where}.environment.${variable} names a service the registry does not know`);
  }
  const database = String(environment.DATABASE_URL ?? '');
  if (expected.name !== GATEWAY.name) {
    const role = `postgres://${expected.name}:\${${expected.name.toUpperCase()}_DB_PASSWORD`;
    if (!database.startsWith(role))
      problems.push(
        `${where}.environment.DATABASE_URL must connect as role ${expected.name} with ${expected.name.toUpperCase()}_DB_PASSWORD`,
      );
  }
}

/** What ties the file's services together: nothing else built from the Dockerfile, the gateway's depends_on, the roles' passwords, nginx's upstream. */
function checkComposeWiring(services: Dict, names: string[], problems: string[]): void {
  for (const [name, service] of Object.entries(services)) {
    if (dict(dict(service).build).dockerfile === 'Dockerfile' && !NODE_PROCESSES.some((expected) => expected.name === name))
      problems.push(`docker-compose.yml: services.${name} is built from the Dockerfile but is not in the registry of services`);
  }
  // The short form (a list), the one docker stack deploy reads; the long one is a mapping.
  const dependsOn = dict(services[GATEWAY.name]).depends_on;
  const gatewayDepends = Array.isArray(dependsOn) ? dependsOn.map(String) : Object.keys(dict(dependsOn));
  if (!sameSet(gatewayDepends, names))
    problems.push(
      `docker-compose.yml: services.gateway.depends_on is [${gatewayDepends.join(', ')}], expected every service: [${names.join(', ')}]`,
    );
  const postgresEnv = Object.keys(dict(dict(services.postgres).environment)).filter((key) => key.endsWith('_DB_PASSWORD'));
  const roles = names.map((name) => `${name.toUpperCase()}_DB_PASSWORD`);
  if (!sameSet(postgresEnv, roles))
    problems.push(`docker-compose.yml: services.postgres.environment has [${postgresEnv.join(', ')}], expected [${roles.join(', ')}]`);
  const upstream = String(dict(dict(services.nginx).environment).GATEWAY_UPSTREAM ?? '');
  if (!upstream.startsWith(`${GATEWAY.name}:${GATEWAY.port}`))
    problems.push(
      `docker-compose.yml: services.nginx.environment.GATEWAY_UPSTREAM is "${upstream}", expected ${GATEWAY.name}:${GATEWAY.port}`,
    );
}

/**
 * The web renderer: no schema, role or /api prefix, so none of the services' rules above; its
 * own instead. Built from web/Dockerfile (its own stage, beside nginx's), on the registry's port,
 * reading the gateway, and named in nginx's RENDERER_UPSTREAM.
 */
function checkRenderer(services: Dict, problems: string[]): void {
  const renderer = dict(services[RENDERER.name]);
  const rendererWhere = `docker-compose.yml: services.${RENDERER.name}`;
  if (!services[RENDERER.name]) problems.push(`${rendererWhere} is missing`);
  else {
    const image = String(renderer.image ?? '');
    if (!new RegExp(`/${RENDERER.name}:[^/]+$`).test(image))
      problems.push(`${rendererWhere}.image is "${image}", expected <registry>/${RENDERER.name}:<tag>`);
    const build = dict(renderer.build);
    if (build.dockerfile !== 'web/Dockerfile' || typeof build.target !== 'string')
      problems.push(`${rendererWhere}.build must name web/Dockerfile and its renderer stage (target)`);
    const environment = dict(renderer.environment);
    if (String(environment.PORT) !== String(RENDERER.port))
      problems.push(`${rendererWhere}.environment.PORT is ${String(environment.PORT)}, expected ${RENDERER.port}`);
    const gatewayUrl = `http://${GATEWAY.name}:${GATEWAY.port}`;
    if (environment.API_URL !== gatewayUrl)
      problems.push(`${rendererWhere}.environment.API_URL is ${String(environment.API_URL)}, expected ${gatewayUrl}`);
  }
  const rendererUpstream = String(dict(dict(services.nginx).environment).RENDERER_UPSTREAM ?? '');
  if (!rendererUpstream.startsWith(`${RENDERER.name}:${RENDERER.port}`))
    problems.push(
      `docker-compose.yml: services.nginx.environment.RENDERER_UPSTREAM is "${rendererUpstream}", expected ${RENDERER.name}:${RENDERER.port}`,
    );
}

/** The init script's loops, the Dockerfile's manifests, and the nginx template's /api/ (every prefix under it). */
function checkOtherFiles(files: RegistryFiles, names: string[], problems: string[]): void {
  // The PostgreSQL init script: one role and one schema per service, in both of its loops.
  const loops = [...files.initScript.matchAll(/^\s*for service in ([a-z ]+); do$/gm)].map((match) => match[1]!.trim().split(/\s+/));
  if (!loops.length) problems.push('infra/postgres/10-init-schemas.sh: no "for service in ...; do" loop found');
  for (const loop of loops) {
    if (!sameSet(loop, names))
      problems.push(`infra/postgres/10-init-schemas.sh: "for service in ${loop.join(' ')}" should list exactly ${names.join(' ')}`);
  }

  // The Dockerfile: npm ci needs every workspace's manifest.
  for (const workspace of [
    ...NODE_PROCESSES.map((process) => process.workspace),
    'services/shared/contracts',
    'services/shared/kit',
    'web',
  ]) {
    if (!files.dockerfile.includes(`COPY ${workspace}/package.json ${workspace}/`))
      problems.push(`Dockerfile: the manifests stage does not copy ${workspace}/package.json`);
  }

  // The nginx template sends /api/ to the gateway, so every owned prefix must live under /api/.
  if (!/location \/api\/ \{[^}]*proxy_pass http:\/\/gateway;/.test(files.nginxTemplate))
    problems.push('infra/nginx/nginx.conf.template: no "location /api/ { ... proxy_pass http://gateway; }"');
  for (const service of SERVICES) {
    for (const prefix of service.prefixes) {
      if (!prefix.startsWith('/api/'))
        problems.push(`the registry gives ${service.name} the prefix ${prefix}, which nginx does not send to the gateway (only /api/)`);
    }
  }
}

/** Every disagreement with the registry, one readable line each; empty when all agree. */
export function checkRegistry(files: RegistryFiles): string[] {
  const problems: string[] = [];
  const names: string[] = SERVICES.map((service) => service.name);
  checkFolders(files, names, problems);
  let compose: Dict = {};
  try {
    compose = dict(parse(files.compose, { merge: true }));
  } catch (err) {
    problems.push(`docker-compose.yml does not parse: ${(err as Error).message}`);
  }
  const services = dict(compose.services);
  for (const expected of NODE_PROCESSES) checkNodeProcess(services, expected, problems);
  checkComposeWiring(services, names, problems);
  checkRenderer(services, problems);
  checkOtherFiles(files, names, problems);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRegistry(readRegistryFiles());
  if (problems.length) {
    process.stderr.write(`${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `${SERVICES.length} services, the gateway and the renderer: docker-compose.yml, Dockerfile, init script, nginx template and services/ agree with the registry\n`,
  );
}
