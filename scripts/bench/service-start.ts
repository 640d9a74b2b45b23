/**
 * How long each process takes to start as production starts it: the JavaScript compiled by
 * scripts/build.ts, NODE_ENV=production (with generated secrets, since production refuses the
 * development ones), one process at a time on an otherwise idle stack. Measured from the spawn to
 * the first 200 of /readyz (the gateway: /healthz, as its readiness needs the services): twice,
 * the first start applying the migrations and seed to the bench's fresh database, the second a
 * plain restart, which is what a deploy or a crash recovery costs.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { GATEWAY } from '@nbp/contracts/services';
import { buildWorkspace } from '../build.ts';
import { freePort } from '../lib/ports.ts';
import { startService, stopProcess, type RunningProcess, type ServiceName, type StackOptions } from '../lib/stack.ts';

export interface ServiceStart {
  name: string;
  /** First start on a fresh database: migrations and seed included. */
  firstMs?: number;
  /** A restart on the migrated database. */
  restartMs?: number;
  error?: string;
}

const POLL_MS = 20;
const GIVE_UP_MS = 60_000;

/** Spawn-to-ready time of one process, or an error when it exits or never answers. */
async function timeToReady(start: () => RunningProcess, pathname: string, track: (p: RunningProcess) => void): Promise<number> {
  const started = performance.now();
  const processInfo = start();
  track(processInfo);
  let exited: number | null = null;
  processInfo.child.once('exit', (code) => (exited = code ?? -1));
  try {
    for (let waited = 0; waited < GIVE_UP_MS; waited += POLL_MS) {
      if (exited !== null) throw new Error(`exited with code ${exited} before it was ready`);
      const ok = await fetch(`${processInfo.url}${pathname}`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.ok && response.headers.get('x-instance-id') === processInfo.instance,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`not ready at ${pathname} after ${GIVE_UP_MS / 1000} s`);
  } finally {
    await stopProcess(processInfo);
  }
}

/** Secrets of the production kind, made for this run only. */
function productionSecrets(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    PII_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    JWT_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ADMIN_PASSWORD: `Bench-${randomBytes(6).toString('hex')}-Aa1!`,
  };
}

export async function measureServiceStarts(
  base: StackOptions,
  services: ServiceName[],
  track: (p: RunningProcess) => void,
): Promise<ServiceStart[]> {
  for (const name of [...services, GATEWAY.name]) await buildWorkspace(name);
  const options: StackOptions = { ...base, nodeEnv: 'production', compiled: true, env: { ...base.env, ...productionSecrets() } };
  const starts: ServiceStart[] = [];
  for (const name of [...services, GATEWAY.name] as (ServiceName | 'gateway')[]) {
    const entry: ServiceStart = { name };
    starts.push(entry);
    const pathname = name === GATEWAY.name ? '/healthz' : '/readyz';
    // Demo bookings never start with production; the rest seeds as compose does.
    const extra: Record<string, string> = name === 'booking' ? { SEED: 'false' } : {};
    try {
      for (const which of ['firstMs', 'restartMs'] as const) {
        const ports = { ...options.ports, [name]: await freePort() };
        entry[which] = await timeToReady(() => startService(name, { ...options, ports }, extra), pathname, track);
      }
    } catch (err) {
      entry.error = (err as Error).message;
    }
  }
  return starts;
}
