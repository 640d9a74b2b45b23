import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { echoLines } from '../lib/process-output.ts';
import { exited, waitExit } from '../lib/child-exit.ts';
import { PRELOAD } from './paths.ts';
import type { Plan } from './plans.ts';
import type { Run } from './run.ts';

export type ReplicaState = 'starting' | 'running' | 'waiting-restart' | 'stopped';

/** One process of a service, as compose runs one container. */
export interface Replica {
  plan: Plan;
  index: number;
  address: string;
  child?: ChildProcess;
  state: ReplicaState;
  restarts: number;
  /** In the name table (Docker's DNS lists a running container). */
  listed: boolean;
  /** Stopped on purpose: the restart policy leaves it alone. */
  retired: boolean;
  /** Held by restart(): stopped on purpose, started again by the caller. */
  held: boolean;
  restartTimer?: NodeJS.Timeout;
  logFile: string;
}

/** booking-2, as compose names containers. */
export const nameOf = (replica: Replica) => `${replica.plan.name}-${replica.index}`;

/** The command, arguments and environment a replica's process starts with; nginx's config is written first. */
function commandOf(
  replica: Replica,
  run: Run,
  nginxConfig: () => string,
): { command: string; args: string[]; env: Record<string, string> } {
  const plan = replica.plan;
  const basics = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}) };
  if (plan.kind === 'node' || plan.kind === 'renderer') {
    return {
      command: process.execPath,
      args: ['--import', `${PRELOAD.href}?table=${encodeURIComponent(run.tableFile)}`, ...plan.command.slice(1)],
      env: { ...basics, ...plan.env, HOST: replica.address },
    };
  }
  if (plan.kind === 'maildev') {
    const { mail } = run;
    return {
      command: plan.command[0]!,
      args: plan.command.slice(1),
      env: {
        ...basics,
        ...plan.env,
        MAILDEV_IP: replica.address,
        MAILDEV_WEB_IP: mail.publish ? mail.host : replica.address,
        MAILDEV_WEB_PORT: String(mail.publish ? mail.port : plan.port),
      },
    };
  }
  const confPath = path.join(run.nginxDir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig());
  return {
    command: plan.command[0]!,
    args: ['-c', confPath, '-p', run.nginxDir, '-e', path.join(run.nginxDir, 'error.log'), '-g', 'daemon off;'],
    env: basics,
  };
}

/** Starts the replica's process, its output appended to its log file (and echoed when asked). */
export function spawnReplicaProcess(replica: Replica, run: Run, nginxConfig: () => string): ChildProcess {
  const { command, args, env } = commandOf(replica, run, nginxConfig);
  const child = spawn(command, args, { cwd: replica.plan.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  replica.child = child;
  replica.state = 'starting';
  const file = createWriteStream(replica.logFile, { flags: 'a' });
  child.stdout?.pipe(file, { end: false });
  child.stderr?.pipe(file, { end: false });
  if (run.echo) echoLines(child, `${nameOf(replica).padEnd(16)}| `);
  child.once('error', (err) => run.log(`prod:local: ${nameOf(replica)} could not start: ${err.message}`));
  child.once('exit', () => setTimeout(() => file.end(), 100));
  return child;
}

/** `docker stop`: SIGTERM, and SIGKILL after stop_grace_period; a pending restart is cancelled. */
export async function stopReplicaProcess(replica: Replica): Promise<void> {
  if (replica.restartTimer) {
    clearTimeout(replica.restartTimer);
    replica.restartTimer = undefined;
  }
  const child = replica.child;
  if (!child || exited(child)) {
    replica.state = 'stopped';
    return;
  }
  child.kill('SIGTERM');
  if (!(await waitExit(child, replica.plan.stopGraceMs))) {
    child.kill('SIGKILL');
    await waitExit(child, 5000);
  }
  replica.state = 'stopped';
}
