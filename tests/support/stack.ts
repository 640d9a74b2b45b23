/**
 * A whole running product for one test file: a fresh database, broker names of its own, ephemeral
 * ports on 127.0.0.1, the SMTP catcher, the five services and the gateway serving web/dist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createTestDatabase, eventually, TEST_AMQP_URL } from '@nbp/kit/testing';
import { freePort } from '../../scripts/lib/ports.ts';
import { deleteBrokerNames } from '../../scripts/lib/broker-names.ts';
import {
  freeServicePorts,
  PortTakenError,
  ROOT,
  startService,
  startStack as startProcesses,
  stopProcess,
  waitHealthy,
  type RunningProcess,
  type ServiceName,
  type StackOptions as ProcessOptions,
  type StackPorts,
  type Stack as Processes,
} from '../../scripts/lib/stack.ts';
import { RoundRobinBalancer } from './balancer.ts';
import { TcpProxy } from './tcp-proxy.ts';

/**
 * The caps on pending requests (docs/request-lifecycle.md#hoarding), lifted unless a test sets them:
 * the journeys send every request from 127.0.0.1, often with one e-mail, and fill boats' days; the
 * hoarding test (tests/reliability/hoarding.test.ts) runs with the product's own values.
 */
export const HOARDING_LIFTED: Record<string, string> = {
  PENDING_MAX_PER_EMAIL: '1000',
  PENDING_MAX_PER_PHONE: '1000',
  PENDING_MAX_PER_CLIENT: '1000',
  HOLD_SHARE_MAX: '1',
};

/** Services a test may run several replicas of, behind a round-robin balancer. */
export type ReplicatedService = 'booking' | 'notification';

export interface StackProxies {
  /** Between every service and RabbitMQ. */
  amqp?: TcpProxy;
  /** Between every service and PostgreSQL (the test's own SQL goes direct, see databaseUrl). */
  database?: TcpProxy;
  /** Between the notification service and the SMTP catcher. */
  smtp?: TcpProxy;
}

export interface StartStackOptions {
  label: string;
  env?: Record<string, string>;
  /** Route these connections through TCP proxies the test can cut() and restore(). */
  proxies?: { amqp?: boolean; database?: boolean; smtp?: boolean };
  /** Run this many replicas of a service behind a round-robin balancer (the gateway and the other services call the balancer). */
  replicas?: Partial<Record<ReplicatedService, number>>;
}

export interface Stack {
  /** The site and its /api, through the gateway. */
  url: string;
  /** The SMTP catcher's web view and JSON API (GET /api/email). */
  mailUrl: string;
  urls: Processes['urls'];
  processes: Processes['processes'];
  admin: { email: string; password: string };
  databaseUrl: string;
  busPrefix: string;
  logDir: string;
  ports: StackPorts;
  stop: () => Promise<void>;
  /** The proxies asked for in the options. */
  proxies: StackProxies;
  /** Per replicated service: the URL of each replica (index 0 is the first). */
  replicaUrls: Partial<Record<ReplicatedService, string[]>>;
  balancers: Partial<Record<ReplicatedService, RoundRobinBalancer>>;
  /** The running process of a service (replica numbers start at 1). */
  processOf: (name: ServiceName, replica?: number) => RunningProcess;
  /** Sends a signal (default SIGKILL) and resolves when the process is gone. */
  kill: (name: ServiceName, options?: { replica?: number; signal?: NodeJS.Signals }) => Promise<void>;
  /**
   * Starts a service again (after kill) on the same port, with extra environment if given; by
   * default waits until its /readyz answers 200, or only /healthz with wait: 'healthz'.
   */
  start: (
    name: ServiceName,
    options?: { replica?: number; env?: Record<string, string>; wait?: 'readyz' | 'healthz' | 'none' },
  ) => Promise<RunningProcess>;
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

/** True when a log under dir says a process could not bind its port. */
function logsSayPortTaken(dir: string): boolean {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.log'))
      .some((name) => readFileSync(path.join(dir, name), 'utf8').includes('EADDRINUSE'));
  } catch {
    return false;
  }
}

const START_ATTEMPTS = 3;

/**
 * Starts the stack; when one of its ports was taken by another program between the choice and the
 * bind (a process that could not listen, or another one answering on its port), starts it again on
 * new ports.
 */
export async function startStack(options: StartStackOptions): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= START_ATTEMPTS) throw err;
      console.warn(`[stack] ${options.label}: ${err.message}; starting again on other ports`);
    }
  }
}

async function startStackOnce(options: StartStackOptions): Promise<Stack> {
  const label = options.label.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const db = await createTestDatabase(label);
  const busPrefix = `t_${label}_${randomBytes(3).toString('hex')}`;
  const ports: StackPorts = {
    gateway: await freePort(),
    ...(await freeServicePorts()),
    smtp: await freePort(),
    mailWeb: await freePort(),
    renderer: await freePort(),
  };
  const admin = { email: 'admin@test.example', password: 'Patti2025!Test' };
  const logDir = path.join(ROOT, 'artifacts', 'logs', `${label}-${busPrefix.slice(-6)}`);

  const proxies: StackProxies = {};
  const balancers: Partial<Record<ReplicatedService, RoundRobinBalancer>> = {};
  const replicaPorts: Partial<Record<ReplicatedService, number[]>> = {};
  const env: Record<string, string> = { LOG_LEVEL: 'info', MAIL_RETRY_DELAY_MS: '500', ...HOARDING_LIFTED, ...options.env };
  let databaseUrl = db.url;
  const amqpUrl = env.AMQP_URL ?? process.env.AMQP_URL ?? TEST_AMQP_URL;
  const stopNetwork = async () => {
    await Promise.all([...Object.values(proxies), ...Object.values(balancers)].map((p) => p.stop()));
  };
  try {
    if (options.proxies?.database) {
      const target = new URL(db.url);
      proxies.database = new TcpProxy(target.hostname, Number(target.port || 5432));
      databaseUrl = withPort(db.url, await proxies.database.start());
    }
    if (options.proxies?.amqp) {
      const target = new URL(amqpUrl);
      proxies.amqp = new TcpProxy(target.hostname, Number(target.port || 5672));
      env.AMQP_URL = withPort(amqpUrl, await proxies.amqp.start()).replace(/\/$/, '');
    }
    if (options.proxies?.smtp) {
      proxies.smtp = new TcpProxy('127.0.0.1', ports.smtp);
      env.SMTP_PORT = String(await proxies.smtp.start());
    }
    // The first replica listens on the service's own port; everyone else calls the balancer.
    for (const [name, count] of Object.entries(options.replicas ?? {}) as [ReplicatedService, number][]) {
      if (count < 2) continue;
      const extra = await Promise.all(Array.from({ length: count - 1 }, () => freePort()));
      replicaPorts[name] = [ports[name], ...extra];
      balancers[name] = new RoundRobinBalancer(replicaPorts[name]);
      env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${await balancers[name].start()}`;
    }
  } catch (err) {
    await stopNetwork();
    await db.drop();
    throw err;
  }

  const processOptions: ProcessOptions = { ports, databaseUrl, busPrefix, nodeEnv: 'test', seed: true, admin, logDir, env };
  /** Replica n > 1: its own port, its log in <logDir>/replica-<n>/. */
  const spawnReplica = (name: ReplicatedService, replica: number, extraEnv: Record<string, string> = {}): RunningProcess => {
    const port = replicaPorts[name]![replica - 1]!;
    const started = startService(
      name,
      { ...processOptions, logDir: path.join(logDir, `replica-${replica}`) },
      { PORT: String(port), ...extraEnv },
    );
    return { ...started, url: `http://127.0.0.1:${port}` };
  };
  const extraReplicas: { key: string; process: RunningProcess }[] = [];
  for (const [name, portsOf] of Object.entries(replicaPorts) as [ReplicatedService, number[]][]) {
    for (let replica = 2; replica <= portsOf.length; replica++)
      extraReplicas.push({ key: `${name}#${replica}`, process: spawnReplica(name, replica) });
  }

  let processes: Processes;
  try {
    // The extra replicas start at the same time as the first: they migrate and seed concurrently.
    processes = await startProcesses(processOptions);
    processes.processes.push(...extraReplicas.map((r) => r.process));
    await Promise.all(extraReplicas.map((r) => waitHealthy(r.process, '/readyz')));
  } catch (err) {
    await Promise.all(extraReplicas.map((r) => stopProcess(r.process)));
    await stopNetwork();
    await db.drop();
    const message = `${(err as Error).message} (logs in ${logDir})`;
    // maildev runs --silent (its log would hold the customers' addresses), so a port taken under it
    // shows only as its early exit.
    const maildevExited = /^maildev exited/.test((err as Error).message);
    if (err instanceof PortTakenError || maildevExited || logsSayPortTaken(logDir)) throw new PortTakenError(message, { cause: err });
    throw new Error(message, { cause: err });
  }

  const keyOf = (name: ServiceName, replica = 1) => (replica === 1 ? name : `${name}#${replica}`);
  const running = new Map<string, RunningProcess>();
  for (const p of processes.processes) if (!running.has(p.name)) running.set(p.name, p);
  for (const r of extraReplicas) running.set(r.key, r.process);

  const processOf = (name: ServiceName, replica = 1): RunningProcess => {
    const found = running.get(keyOf(name, replica));
    if (!found) throw new Error(`no process ${keyOf(name, replica)} in this stack`);
    return found;
  };
  const kill: Stack['kill'] = async (name, { replica = 1, signal = 'SIGKILL' } = {}) => {
    const { child } = processOf(name, replica);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  };
  const start: Stack['start'] = async (name, { replica = 1, env: extraEnv = {}, wait = 'readyz' } = {}) => {
    const old = processOf(name, replica);
    if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`${keyOf(name, replica)} is still running`);
    const fresh = replica === 1 ? startService(name, processOptions, extraEnv) : spawnReplica(name as ReplicatedService, replica, extraEnv);
    // The harness's own list, so stop() ends the new process too.
    const index = processes.processes.indexOf(old);
    if (index >= 0) processes.processes[index] = fresh;
    else processes.processes.push(fresh);
    running.set(keyOf(name, replica), fresh);
    if (wait !== 'none') await waitHealthy(fresh, wait === 'readyz' ? '/readyz' : '/healthz');
    return fresh;
  };

  return {
    url: processes.urls.gateway,
    mailUrl: processes.urls.mail,
    urls: processes.urls,
    processes: processes.processes,
    admin,
    databaseUrl: db.url,
    busPrefix,
    logDir,
    ports,
    proxies,
    balancers,
    replicaUrls: Object.fromEntries(
      Object.entries(replicaPorts).map(([name, list]) => [name, list.map((port) => `http://127.0.0.1:${port}`)]),
    ),
    processOf,
    kill,
    start,
    stop: async () => {
      // A cut connection would make every shutdown wait for its timeouts.
      for (const proxy of Object.values(proxies)) proxy.restore();
      await processes.stop();
      await stopNetwork();
      await deleteBrokerNames(amqpUrl, busPrefix);
      await db.drop();
    },
  };
}

/**
 * What the shared stack of the `e2e` project (tests/global-setup.ts) hands its files: plain values
 * that cross from the setup to the test workers.
 */
export type SharedStackInfo = Pick<Stack, 'url' | 'mailUrl' | 'urls' | 'admin' | 'databaseUrl' | 'busPrefix' | 'logDir' | 'ports'>;

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack?: SharedStackInfo;
  }
}

/**
 * The `e2e` project's one stack, started once for all its files (docs/testing.md#tiers). A file
 * that uses it works on data of its own (its own e-mails, boats and days) and asserts nothing about
 * the whole database; a file that kills processes, cuts connections or needs other settings calls
 * startStack instead and so runs in `e2e-own`. stop() leaves the stack to the setup.
 */
export function sharedStack(): Stack {
  const info = inject('sharedStack');
  if (!info) throw new Error('no shared stack here: sharedStack() runs in the e2e project (tests/vitest.config.ts)');
  const own = (): never => {
    throw new Error('the shared stack cannot be killed, restarted or proxied: call startStack for a stack of your own');
  };
  return {
    ...info,
    processes: [],
    proxies: {},
    replicaUrls: {},
    balancers: {},
    processOf: own,
    kill: own,
    start: own,
    stop: async () => undefined,
  };
}

/** Signs in through the gateway and returns the session cookie header value. */
export async function adminCookie(stack: Pick<Stack, 'url' | 'admin'>, credentials = stack.admin): Promise<string> {
  const response = await fetch(`${stack.url}/api/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nbp_session='));
  if (!cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  replyTo?: { address: string; name?: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

export async function mails(stack: Pick<Stack, 'mailUrl'>): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.mailUrl}/api/email`);
  return (await response.json()) as CaughtMail[];
}

/** A private page's address in a mail: `/richiesta/<token>`, or `/en/request/<token>` in an English one. */
export const PRIVATE_PATH = /(?:\/en\/request|\/richiesta)\/[A-Za-z0-9_-]{32}/;

/**
 * The private page of the last request `address` sent, `/richiesta/<token>` (`/en/request/<token>`
 * for a request sent in English), as its received mail links it: the answer to the form never carries it (docs/request-lifecycle.md#the-customers-link).
 * Waits for the received mail; `count` is how many of them the address should have by then (the
 * link of the last one is returned).
 */
export async function customerPathFromMail(stack: Pick<Stack, 'mailUrl'>, address: string, count = 1): Promise<string> {
  const received = await eventually(
    async () => {
      const found = (await mails(stack)).filter(
        (mail) =>
          mail.to.some((to) => to.address === address) &&
          PRIVATE_PATH.test(mail.text) &&
          /^(Abbiamo ricevuto la tua richiesta|We have received your request)/.test(mail.subject),
      );
      return found.length >= count ? found : undefined;
    },
    { attempts: 300, intervalMs: 100 },
  );
  return PRIVATE_PATH.exec(received[count - 1]!.text)![0];
}
