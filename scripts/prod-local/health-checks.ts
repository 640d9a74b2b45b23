import { spawnSync } from 'node:child_process';
import amqp from 'amqplib';
import type { Plan } from './plans.ts';
import type { MailViewer } from './publishing.ts';
import { nameOf, type Replica } from './replica-process.ts';

const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One health check of a plan's replica (or of this machine's PostgreSQL or RabbitMQ): an HTTP GET, a command, or an AMQP login. */
async function probe(plan: Plan, replica: Replica | undefined, mail: MailViewer): Promise<boolean> {
  const health = plan.health;
  try {
    if (health.kind === 'http') {
      const host = plan.kind === 'nginx' ? '127.0.0.1' : plan.kind === 'maildev' && mail.publish ? mail.host : replica!.address;
      const port = plan.kind === 'maildev' && mail.publish ? mail.port : plan.port;
      const response = await fetch(`http://${host}:${port}${health.path}`, { signal: AbortSignal.timeout(health.timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    }
    if (health.kind === 'command') {
      const [command, ...args] = health.argv;
      return spawnSync(command!, args, { stdio: 'ignore', timeout: health.timeoutMs }).status === 0;
    }
    const connection = await amqp.connect(health.url, { timeout: health.timeoutMs });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

/** Until the replica's current process (the policy may start it again meanwhile) answers its health check. */
export async function waitReplicaHealthy(replica: Replica, mail: MailViewer, stopping: () => boolean): Promise<void> {
  const deadline = Date.now() + replica.plan.health.deadlineMs;
  while (Date.now() < deadline) {
    if (stopping()) throw new Error('prod:local is stopping');
    if (replica.state === 'stopped' && !replica.restartTimer) {
      throw new Error(`${nameOf(replica)} exited and was not started again (see ${replica.logFile})`);
    }
    if ((replica.state === 'starting' || replica.state === 'running') && (await probe(replica.plan, replica, mail))) {
      replica.state = 'running';
      return;
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${nameOf(replica)} did not become healthy (${replica.plan.health.kind} check; see ${replica.logFile})`);
}

/** Until this machine's PostgreSQL or RabbitMQ passes the plan's check. */
export async function waitMachineHealthy(plan: Plan, mail: MailViewer): Promise<void> {
  const deadline = Date.now() + plan.health.deadlineMs;
  while (Date.now() < deadline) {
    if (await probe(plan, undefined, mail)) return;
    await sleep(250);
  }
  throw new Error(`${plan.name} (this machine's) did not pass its health check`);
}
