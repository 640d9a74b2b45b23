/**
 * Starts the whole product as separate processes: the five services, the gateway and the SMTP
 * catcher. Used by `npm start` (fixed ports) and by the tests (ephemeral ports, their own database
 * and broker names).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.ts';
import { pipeOutput } from './process-output.ts';
import { SERVICE_NAMES, urlVariable, type ServiceName } from '@nbp/contracts/services';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The services in start order, from the registry (identity first). */
export const SERVICES = SERVICE_NAMES;
export type { ServiceName };

export type StackPorts = Record<ServiceName, number> & {
  gateway: number;
  smtp: number;
  mailWeb: number;
  /** The web renderer (docs/server-rendering.md); a free one when not given. */
  renderer?: number;
};

/** The renderer's one file, made by the site's build (`npm run build -w @nbp/web`). */
export const RENDERER_ENTRY = path.join(ROOT, 'web', 'dist-server', 'main.js');

export interface StackOptions {
  ports: StackPorts;
  databaseUrl: string;
  busPrefix: string;
  nodeEnv: 'development' | 'test' | 'production';
  /**
   * Run the JavaScript compiled by scripts/build.ts (`node dist/main.js`, as the images do)
   * instead of the TypeScript sources through tsx; the caller builds it first.
   */
  compiled?: boolean;
  seed: boolean;
  admin: { email: string; password: string };
  /** Where each process writes its log; undefined = prefixed lines on this process's stdout. */
  logDir?: string;
  /** Extra environment for every process (e.g. fault settings in tests). */
  env?: Record<string, string>;
  publicUrl?: string;
  /** Bind the gateway on this host (0.0.0.0 to reach it from other machines). */
  gatewayHost?: string;
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  url: string;
  /** The INSTANCE_ID it was given: its health answers carry it (x-instance-id). */
  instance?: string;
}

/** A free ephemeral port on 127.0.0.1 for every service of the registry (tests, bench). */
export async function freeServicePorts(): Promise<Record<ServiceName, number>> {
  const ports: Partial<Record<ServiceName, number>> = {};
  for (const name of SERVICES) ports[name] = await freePort();
  return ports as Record<ServiceName, number>;
}

export function serviceUrls(ports: StackPorts): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((name) => [name, `http://127.0.0.1:${ports[name]}`])) as Record<ServiceName, string>;
}

function baseEnv(options: StackOptions): Record<string, string> {
  const urls = serviceUrls(options.ports);
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: options.nodeEnv,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    BUS_PREFIX: options.busPrefix,
    ...Object.fromEntries(SERVICES.map((name) => [urlVariable(name), urls[name]])),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(options.ports.smtp),
    PUBLIC_URL: options.publicUrl ?? `http://localhost:${options.ports.gateway}`,
    SEED: String(options.seed),
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    ...options.env,
  };
}

/** Spawns one Node process running a TypeScript entry point with tsx. */
export function spawnTs(name: string, cwd: string, entry: string, env: Record<string, string>, logDir?: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeOutput(name, child, logDir);
  return child;
}

/** Spawns one Node process running the compiled entry point, as the production images do. */
export function spawnCompiled(name: string, cwd: string, env: Record<string, string>, logDir?: string): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeOutput(name, child, logDir);
  return child;
}

function spawnWorkspace(name: string, cwd: string, env: Record<string, string>, options: StackOptions): ChildProcess {
  return options.compiled ? spawnCompiled(name, cwd, env, options.logDir) : spawnTs(name, cwd, 'src/main.ts', env, options.logDir);
}

export function startService(name: ServiceName | 'gateway', options: StackOptions, extraEnv: Record<string, string> = {}): RunningProcess {
  const instance = `${name}-${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    ...baseEnv(options),
    // Test stacks run side by side on one PostgreSQL (docs/testing.md#tiers): a small pool each, but
    // notification keeps its own, since its mail consumers hold connections while SMTP answers.
    ...(options.nodeEnv === 'test' && name !== 'notification' ? { DATABASE_POOL_MAX: '4' } : {}),
    PORT: String(options.ports[name]),
    INSTANCE_ID: instance,
    ...extraEnv,
  };
  if (name === 'gateway') {
    env.HOST = options.gatewayHost ?? '127.0.0.1';
    return {
      name,
      child: spawnWorkspace(name, path.join(ROOT, 'gateway'), env, options),
      url: `http://127.0.0.1:${options.ports.gateway}`,
      instance,
    };
  }
  return {
    name,
    child: spawnWorkspace(name, path.join(ROOT, 'services', name), env, options),
    url: `http://127.0.0.1:${env.PORT}`,
    instance,
  };
}

export function startMaildev(options: StackOptions): RunningProcess {
  const bin = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(options.ports.smtp),
      '--web',
      String(options.ports.mailWeb),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  pipeOutput('maildev', child, options.logDir);
  return { name: 'maildev', child, url: `http://127.0.0.1:${options.ports.mailWeb}` };
}

/** The web renderer (the built web/dist-server/main.js), reading the API through the stack's gateway. */
export function startRenderer(options: StackOptions, port: number): RunningProcess {
  const instance = `renderer-${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    ...baseEnv(options),
    PORT: String(port),
    INSTANCE_ID: instance,
    API_URL: `http://127.0.0.1:${options.ports.gateway}`,
    WEB_DIST: path.join(ROOT, 'web', 'dist'),
  };
  const child = spawn(process.execPath, ['--enable-source-maps', RENDERER_ENTRY], {
    cwd: path.join(ROOT, 'web'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeOutput('renderer', child, options.logDir);
  return { name: 'renderer', child, url: `http://127.0.0.1:${port}`, instance };
}

export class PortTakenError extends Error {}

/**
 * Waits until GET url answers 200, or the process exits, or the attempts run out. A process that
 * was given an instance id must answer with it: an answer from another process on its port (the
 * port was taken before it could bind) is a PortTakenError, not a healthy service.
 */
export async function waitHealthy(processInfo: RunningProcess, pathname = '/healthz', attempts = 600): Promise<void> {
  let exited: number | null = null;
  const onExit = (code: number | null) => {
    exited = code ?? -1;
  };
  processInfo.child.once('exit', onExit);
  try {
    for (let i = 0; i < attempts; i++) {
      if (exited !== null) throw new Error(`${processInfo.name} exited with code ${exited} before it was ready`);
      try {
        const response = await fetch(`${processInfo.url}${pathname}`, { signal: AbortSignal.timeout(1000) });
        const answeredBy = response.headers.get('x-instance-id');
        if (processInfo.instance && answeredBy !== processInfo.instance) {
          await response.body?.cancel();
          throw new PortTakenError(
            `${processInfo.url} is answered by another process (${answeredBy ?? 'unnamed'}), not ${processInfo.instance}`,
          );
        }
        if (response.ok) return;
      } catch (err) {
        if (err instanceof PortTakenError) throw err;
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${processInfo.name} did not become healthy at ${processInfo.url}${pathname}`);
  } finally {
    processInfo.child.off('exit', onExit);
  }
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. */
export async function stopProcess(processInfo: RunningProcess, graceMs = 8000): Promise<void> {
  const child = processInfo.child;
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Stack {
  processes: RunningProcess[];
  urls: Record<ServiceName, string> & { gateway: string; mail: string; renderer?: string };
  stop: () => Promise<void>;
}

/** Starts the catcher, the services and the gateway, and waits until each answers /healthz. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const processes: RunningProcess[] = [];
  let rendererUrl: string | undefined;
  const stop = async () => {
    await Promise.all([...processes].reverse().map((p) => stopProcess(p)));
  };
  try {
    const mail = startMaildev(options);
    processes.push(mail);
    // identity first: its migrations and the administrator exist before anyone signs in.
    const services = SERVICES.map((name) => startService(name, options));
    processes.push(...services);
    // The public pages' first HTML, when the site's build made the renderer; the gateway sends it their addresses.
    const renderer = existsSync(RENDERER_ENTRY) ? startRenderer(options, options.ports.renderer ?? (await freePort())) : undefined;
    if (renderer) processes.push(renderer);
    rendererUrl = renderer?.url;
    const gateway = startService('gateway', options, renderer ? { RENDERER_URL: renderer.url } : {});
    processes.push(gateway);
    await Promise.all([
      waitHealthy(mail, '/api/email'),
      ...services.map((p) => waitHealthy(p, '/readyz')),
      waitHealthy(gateway),
      ...(renderer ? [waitHealthy(renderer)] : []),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    processes,
    urls: {
      ...serviceUrls(options.ports),
      gateway: `http://127.0.0.1:${options.ports.gateway}`,
      mail: `http://127.0.0.1:${options.ports.mailWeb}`,
      ...(rendererUrl ? { renderer: rendererUrl } : {}),
    },
    stop,
  };
}
