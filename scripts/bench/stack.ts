/**
 * The stack for the bench, from scripts/lib/stack.ts's pieces: the SMTP catcher, every service
 * whose src/main.ts exists (a missing one is reported, not fatal) and the gateway. Each process is
 * handed to `track` as soon as it is spawned, so an interrupted start still stops everything.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  SERVICES,
  startMaildev,
  startService,
  stopProcess,
  waitHealthy,
  type RunningProcess,
  type ServiceName,
  type StackOptions,
} from '../lib/stack.ts';

export function presentServices(): ServiceName[] {
  return SERVICES.filter((name) => existsSync(path.join(ROOT, 'services', name, 'src', 'main.ts')));
}

export interface BenchStack {
  services: Partial<Record<ServiceName, RunningProcess>>;
  gateway: RunningProcess;
  mail: RunningProcess;
}

export async function startBenchStack(
  options: StackOptions,
  services: ServiceName[],
  track: (p: RunningProcess) => void,
): Promise<BenchStack> {
  const mail = startMaildev(options);
  track(mail);
  const started: Partial<Record<ServiceName, RunningProcess>> = {};
  for (const name of services) {
    const service = startService(name, options);
    track(service);
    started[name] = service;
  }
  const gateway = startService('gateway', options);
  track(gateway);
  await Promise.all([
    // maildev 3 serves its API under /api (its /email of version 2 is a 404 now).
    waitHealthy(mail, '/api/healthz'),
    ...Object.values(started).map((p) => waitHealthy(p, '/readyz')),
    // /healthz, not /readyz: the gateway's readiness fails while a service is missing.
    waitHealthy(gateway, '/healthz'),
  ]);
  return { services: started, gateway, mail };
}

export { stopProcess };
