/**
 * The production front door for a browser test: Debian's nginx, with the config rendered from
 * infra/nginx, serving web/dist and proxying /api to a running gateway. It runs as a plain child
 * process (`-g 'daemon off;'`) on a free port of 127.0.0.1, its config, logs, temporary files and
 * (by default) a copy of the built site in a directory of its own.
 *
 *   const nginx = await startNginx({ gatewayPort: stack.ports.gateway, rendererPort: stack.ports.renderer });
 *   await page.goto(`${nginx.url}/boat/2`);
 *   await nginx.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from '../../infra/nginx/render.ts';
import { exited, waitExit } from '../../scripts/lib/child-exit.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { ROOT } from '../../scripts/lib/stack.ts';

export interface StartNginxOptions {
  /** Port of the gateway on 127.0.0.1 (a Stack's `ports.gateway`). */
  gatewayPort: number;
  /**
   * Port of the web renderer on 127.0.0.1 (a Stack's `ports.renderer`). Without one, nginx is pointed
   * at a closed port and answers every page with the plain shell, as it does when the renderer is down.
   */
  rendererPort?: number;
  /** The built SPA; default web/dist. */
  webRoot?: string;
  /**
   * Serve a copy of webRoot taken at start (default true): a rebuild of web/dist while the tests
   * run (another `npm run build`) would otherwise delete the hashed chunks the open pages still load.
   */
  snapshot?: boolean;
  /**
   * Where the rendered config, pid, logs and temporary files go (created if missing). Default: a
   * new temporary directory, removed by stop(). A directory given here is kept, logs included.
   */
  dir?: string;
  /** Default NGINX_BIN or /usr/sbin/nginx. */
  binary?: string;
  /** PUBLIC_URL in the config (robots.txt, the sitemap); default this nginx's own URL. */
  publicUrl?: string;
  /** COOKIE_SECURE in the config (HSTS); default false. */
  cookieSecure?: boolean;
  /** Pages one client address may ask for (PAGE_RATE, PAGE_BURST); default the production limit (infra/nginx/render.ts). */
  pageLimit?: { rate: string; burst: number };
  /** TRUSTED_TERMINATORS in the config: the addresses of the HTTPS terminators in front whose X-Forwarded-For is believed; default none. */
  trustedTerminators?: string[];
}

export interface Nginx {
  /** The site as a browser opens it, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  dir: string;
  process: ChildProcess;
  /** The error log so far (for failure messages). */
  errorLog: () => string;
  stop: () => Promise<void>;
}

const READY_ATTEMPTS = 200;
const READY_INTERVAL_MS = 50;
const PORT_ATTEMPTS = 3;
const STOP_TIMEOUT_MS = 5000;

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  // TERM is nginx's fast shutdown: open keep-alive connections from the browser are not waited for.
  child.kill('SIGTERM');
  if (await waitExit(child, STOP_TIMEOUT_MS)) return;
  child.kill('SIGKILL');
  await waitExit(child, STOP_TIMEOUT_MS);
}

/** Resolves once nginx answers its own /healthz and the SPA shell; rejects as soon as nginx exits. */
async function waitReady(child: ChildProcess, url: string): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt++) {
    if (exited(child)) throw new Error(`nginx exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      const shell = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      if (health.ok && shell.ok) return;
      last = `healthz ${health.status}, / ${shell.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, READY_INTERVAL_MS));
  }
  throw new Error(`nginx did not answer on ${url} (${last})`);
}

/** The assets index.html loads, as paths under the web root. */
function shellAssets(webRoot: string): string[] {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
}

/** A copy of the built site that is whole: its index.html and every asset it names. */
function snapshotSite(source: string, target: string): void {
  let missing: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    rmSync(target, { recursive: true, force: true });
    if (!existsSync(path.join(source, 'index.html'))) throw new Error(`no built site in ${source}: run npm run build -w @nbp/web`);
    cpSync(source, target, { recursive: true });
    missing = shellAssets(target).filter((asset) => !existsSync(path.join(target, asset)));
    // A build was half-way through writing: copy again.
    if (missing.length === 0) return;
  }
  throw new Error(`the site in ${source} is incomplete (missing ${missing.join(', ')})`);
}

async function startOnce(options: StartNginxOptions, dir: string, webRoot: string): Promise<Nginx> {
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  const errorLogPath = path.join(dir, 'error.log');
  writeFileSync(
    confPath,
    renderNginxConfig({
      LISTEN_PORT: `127.0.0.1:${port}`,
      WEB_ROOT: webRoot,
      GATEWAY_UPSTREAM: `127.0.0.1:${options.gatewayPort}`,
      RENDERER_UPSTREAM: `127.0.0.1:${options.rendererPort ?? 9}`,
      NGINX_PREFIX: dir,
      PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${port}`,
      COOKIE_SECURE: options.cookieSecure ?? false,
      PAGE_RATE: options.pageLimit?.rate,
      PAGE_BURST: options.pageLimit?.burst,
      TRUSTED_TERMINATORS: options.trustedTerminators,
    }),
  );
  const child = spawn(
    options.binary ?? process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    ['-c', confPath, '-p', dir, '-e', errorLogPath, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const spawnFailure = new Promise<never>((_, reject) => child.once('error', reject));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : '') + stderr;
  try {
    await Promise.race([waitReady(child, url), spawnFailure]);
  } catch (err) {
    await stopChild(child);
    throw new Error(`${(err as Error).message}\n${errorLog().trim()}`, { cause: err });
  }
  return { url, port, dir, process: child, errorLog, stop: async () => stopChild(child) };
}

export async function startNginx(options: StartNginxOptions): Promise<Nginx> {
  const temporary = !options.dir;
  const dir = options.dir ? path.resolve(options.dir) : mkdtempSync(path.join(os.tmpdir(), 'nbp-nginx-'));
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the temporary files under dir.
  chmodSync(dir, 0o755);
  let webRoot = path.resolve(options.webRoot ?? path.join(ROOT, 'web', 'dist'));
  if (options.snapshot ?? true) {
    const copy = path.join(dir, 'site');
    snapshotSite(webRoot, copy);
    webRoot = copy;
  }
  let failure: unknown;
  // The free port may be taken between the check and nginx's bind: a few tries with a new one.
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    try {
      const nginx = await startOnce(options, dir, webRoot);
      return {
        ...nginx,
        stop: async () => {
          await nginx.stop();
          // A kept directory keeps its logs, not the copy of the site.
          if (temporary) rmSync(dir, { recursive: true, force: true });
          else if (webRoot.startsWith(`${dir}${path.sep}`)) rmSync(webRoot, { recursive: true, force: true });
        },
      };
    } catch (err) {
      failure = err;
      if (!/Address already in use/i.test((err as Error).message)) break;
    }
  }
  if (temporary) rmSync(dir, { recursive: true, force: true });
  else if (webRoot.startsWith(`${dir}${path.sep}`)) rmSync(webRoot, { recursive: true, force: true });
  throw failure;
}
