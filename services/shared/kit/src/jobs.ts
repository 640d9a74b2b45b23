/**
 * The one job runner (docs/jobs.md): pg-boss on the service's own database, in a schema of its own
 * (`<service>_jobs`). A service hands it the jobs of its `src/jobs/` folder; each job says its name,
 * its schedule, its retry policy and its handler.
 */
import { createHash } from 'node:crypto';
import { PgBoss, type Job, type QueuePolicy } from 'pg-boss';
import type { ServiceSchema } from './db.ts';
import type { Logger } from './logger.ts';

/** Every schedule is read in Patti's time (docs/jobs.md#schedules). */
export const JOBS_TIME_ZONE = 'Europe/Rome';

/** The schema a service's jobs live in; MikroORM's diff ignores it (db.ts). */
export const jobsSchema = (service: ServiceSchema) => `${service}_jobs`;

/** How a failed run is tried again: `attempts` runs in all, the waits doubling from `backoffSeconds` when `exponential`. */
export interface RetryPolicy {
  attempts: number;
  backoffSeconds?: number;
  exponential?: boolean;
  maxBackoffSeconds?: number;
}

/**
 * When a job runs:
 * - `every`: every N seconds (fractions allowed), N seconds after the previous run ended, one run at
 *   a time across replicas (docs/jobs.md#every-n-seconds);
 * - `cron`: a five-field cron expression read in Europe/Rome, one run per occurrence across replicas;
 * - `on-demand`: only when `enqueue` is called (a one-off, possibly delayed, possibly keyed).
 */
export type Schedule = { every: number } | { cron: string } | 'on-demand';

export interface JobContext {
  /** The run's id (pg-boss's job id). */
  id: string;
  /** 1 for the first try, 2 for the first retry… */
  attempt: number;
  /** For `every` jobs: the id of the run that scheduled this one (null for the first of a chain). */
  previous: string | null;
}

export interface JobDefinition<D extends object = object> {
  name: string;
  schedule: Schedule;
  retry: RetryPolicy;
  /** A run still going after this long is taken as dead and retried (or failed). Default 15 minutes. */
  timeoutSeconds?: number;
  handler: (data: D, context: JobContext) => Promise<unknown>;
}

/** Typed identity, so a job file reads as one declaration. */
export const defineJob = <D extends object = object>(job: JobDefinition<D>): JobDefinition<D> => job;

export interface EnqueueOptions {
  /** Not before this instant (or this many seconds from now). Default: now. */
  at?: Date;
  afterSeconds?: number;
  /**
   * Enqueuing twice with the same key makes one job (the second call returns false): the key names
   * the job's id, so this holds while pg-boss keeps the row (docs/jobs.md#one-off-jobs).
   */
  key?: string;
}

export interface JobRunner {
  /** Adds one run of an `on-demand` job; false when a job with the same key already exists. */
  enqueue<D extends object>(job: JobDefinition<D> | string, data: D, options?: EnqueueOptions): Promise<boolean>;
  /** Stops taking jobs, waits for the runs in progress, closes the pool. */
  stop(): Promise<void>;
  /** The library itself, for tests and operations (queues, counts). */
  boss: PgBoss;
}

export interface JobRunnerOptions {
  url: string;
  service: ServiceSchema;
  logger: Logger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs: JobDefinition<any>[];
  /** How long stop() waits for runs in progress before giving up on them (ms). */
  stopTimeoutMs?: number;
}

/** A key's job id: a UUID made from the queue and the key, so the primary key refuses a second one. */
export function keyedJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Version 8 (custom) with the RFC 4122 variant: a valid uuid column value, never a random one's twin.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const DEFAULT_TIMEOUT_SECONDS = 900;
/** Finished runs of a repeating job are kept this long (they are many: one every few seconds). */
const EVERY_KEEP_SECONDS = 3600;
/** A chain whose runner died is noticed this often (docs/jobs.md#every-n-seconds). */
const WATCHDOG_CRON = '* * * * *';
const watchdogName = (name: string) => `${name}.watchdog`;

function retryOptions(retry: RetryPolicy) {
  return {
    retryLimit: Math.max(0, retry.attempts - 1),
    retryDelay: Math.ceil(retry.backoffSeconds ?? 0),
    retryBackoff: retry.exponential ?? false,
    ...(retry.maxBackoffSeconds === undefined ? {} : { retryDelayMax: retry.maxBackoffSeconds }),
  };
}

/** pg-boss polls at least every half second; a repeating job polls at its own pace, at most every 2 s. */
const pollingFor = (schedule: Schedule) =>
  typeof schedule === 'object' && 'every' in schedule ? Math.min(2, Math.max(0.5, schedule.every)) : 2;

/** What registering one job needs: the started library, the jobs' schema and the logger. */
interface Runner {
  boss: PgBoss;
  schema: string;
  logger: Logger;
}

const everyOf = (schedule: Schedule): number | null => (typeof schedule === 'object' && 'every' in schedule ? schedule.every : null);

const sendAfter = ({ boss }: Runner, name: string, data: object, startAfterSeconds: number) =>
  boss.send(name, data, { startAfter: new Date(Date.now() + startAfterSeconds * 1000) });

/**
 * Starts the runner: installs or migrates pg-boss's schema (under its own lock, so replicas that
 * start together are safe), creates each job's queue, registers the cron schedules in Europe/Rome,
 * starts each repeating chain (one across replicas) and a worker per job.
 */
export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const { logger, service } = options;
  const schema = jobsSchema(service);
  const boss = new PgBoss({
    connectionString: options.url,
    schema,
    application_name: `${service}-jobs`,
    max: 2,
    instanceName: service,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => logger.warn({ err: err.message }, 'job runner error'));
  await boss.start();
  const runner: Runner = { boss, schema, logger };
  for (const job of options.jobs) await registerJob(runner, job);
  const byName = new Map(options.jobs.map((job) => [job.name, job]));

  return {
    boss,
    enqueue: async (job, data, enqueueOptions = {}) => {
      const name = typeof job === 'string' ? job : job.name;
      if (!byName.has(name)) throw new Error(`unknown job ${name}`);
      const startAfter = enqueueOptions.at ?? new Date(Date.now() + (enqueueOptions.afterSeconds ?? 0) * 1000);
      const id = await boss.send(name, data, {
        startAfter,
        ...(enqueueOptions.key === undefined ? {} : { id: keyedJobId(name, enqueueOptions.key), singletonKey: enqueueOptions.key }),
      });
      return id !== null;
    },
    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 30_000 }),
  };
}

/** One job: its queue with its retry policy, its cron schedule if any, its worker and, when it repeats, its chain. */
async function registerJob(runner: Runner, job: JobDefinition): Promise<void> {
  const { boss } = runner;
  const every = everyOf(job.schedule);
  // Stately: one run waiting and one running at most, whoever sends (docs/jobs.md#every-n-seconds).
  const policy: QueuePolicy = every === null ? 'standard' : 'stately';
  const queue = {
    ...retryOptions(job.retry),
    expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    ...(every === null ? {} : { deleteAfterSeconds: EVERY_KEEP_SECONDS }),
  };
  if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name, { policy, ...queue });
  await boss.updateQueue(job.name, queue);

  if (typeof job.schedule === 'object' && 'cron' in job.schedule) {
    await boss.schedule(job.name, job.schedule.cron, {}, { tz: JOBS_TIME_ZONE });
  }
  await boss.work(job.name, { pollingIntervalSeconds: pollingFor(job.schedule), includeMetadata: false }, workerOf(runner, job, every));
  if (every !== null) await startChain(runner, job, every);
}

/** The worker of one job: runs the handler and, for a repeating job, sends the chain's next run. */
function workerOf(runner: Runner, job: JobDefinition, every: number | null) {
  return async ([item]: Job<Record<string, unknown>>[]) => {
    if (!item) return;
    const attempt = item.retryCount + 1;
    const context: JobContext = { id: item.id, attempt, previous: typeof item.data?.previous === 'string' ? item.data.previous : null };
    try {
      const done = await job.handler(item.data ?? {}, context);
      if (every !== null) await sendAfter(runner, job.name, { previous: item.id }, every);
      return done;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      runner.logger.warn({ job: job.name, jobId: item.id, attempt, attempts: job.retry.attempts, err: message }, 'job failed');
      // The last try of a repeating run still schedules the next: a failed pass never ends the chain.
      if (every !== null && attempt >= job.retry.attempts) await sendAfter(runner, job.name, { previous: item.id }, every);
      throw err;
    }
  };
}

/** A repeating job's chain: its first run, a waiting run brought forward, and the watchdog that restarts a broken chain. */
async function startChain(runner: Runner, job: JobDefinition, every: number): Promise<void> {
  const { boss, schema, logger } = runner;
  // The first run comes `every` seconds after start, as before; another replica's chain, if
  // any, makes this send a no-op (the queue's policy refuses a second waiting run).
  await sendAfter(runner, job.name, { previous: null }, every);
  // A run waiting from before a restart with a longer interval (a changed setting) comes forward
  // to this runner's interval, instead of holding the chain back until its old time.
  await boss
    .getDb()
    .executeSql(
      `update "${schema}".job set start_after = least(start_after, now() + $2 * interval '1 second') where name = $1 and state = 'created'`,
      [job.name, every],
    );
  // A chain breaks only when a runner dies mid-run and its run fails for good: once a minute,
  // one replica looks and starts it again when nothing waits or runs.
  const watchdog = watchdogName(job.name);
  if (!(await boss.getQueue(watchdog))) await boss.createQueue(watchdog, { retryLimit: 0, deleteAfterSeconds: EVERY_KEEP_SECONDS });
  await boss.schedule(watchdog, WATCHDOG_CRON, {}, { tz: JOBS_TIME_ZONE });
  await boss.work(watchdog, async () => {
    const { rows } = await boss
      .getDb()
      .executeSql(`select 1 from "${schema}".job where name = $1 and state in ('created', 'retry', 'active') limit 1`, [job.name]);
    if (rows.length === 0) {
      logger.warn({ job: job.name }, 'repeating job had stopped: started again');
      await sendAfter(runner, job.name, { previous: null }, 0);
    }
  });
}
