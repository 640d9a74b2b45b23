/**
 * The job runner on a real PostgreSQL (docs/jobs.md): two runners on one database stand for two
 * replicas of a service. Every wait is for something that happens; counts are read after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventually, silentLogger } from '../src/testing.ts';
import { defineJob, startJobs, type JobDefinition, type JobRunner } from '../src/jobs.ts';
import type { Logger } from '../src/logger.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const running: JobRunner[] = [];

beforeAll(async () => {
  db = await createTestDatabase('kitjobs');
});

afterAll(async () => {
  await Promise.all(running.map((runner) => runner.stop().catch(() => undefined)));
  await db?.drop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function runner(jobs: JobDefinition<any>[], logger: Logger = silentLogger()): Promise<JobRunner> {
  const started = await startJobs({ url: db.url, service: 'booking', logger, jobs });
  running.push(started);
  return started;
}

describe('a repeating job on two replicas', () => {
  it('runs each scheduled run once: one chain, no two runs at once, no run scheduled twice', async () => {
    const runs: { id: string; previous: string | null; replica: string; start: number; end: number }[] = [];
    const job = (replica: string) =>
      defineJob({
        name: 'tick',
        schedule: { every: 0.2 },
        retry: { attempts: 1 },
        handler: async (_data, context) => {
          const start = performance.now();
          await new Promise((resolve) => setImmediate(resolve));
          runs.push({ id: context.id, previous: context.previous, replica, start, end: performance.now() });
        },
      });
    const [a, b] = await Promise.all([runner([job('a')]), runner([job('b')])]);
    await eventually(async () => runs.length >= 6, { attempts: 300 });
    await Promise.all([a.stop(), b.stop()]);

    expect(new Set(runs.map((r) => r.id)).size).toBe(runs.length);
    // Both replicas started a chain; the queue kept one.
    expect(runs.filter((r) => r.previous === null)).toHaveLength(1);
    const previous = runs.map((r) => r.previous);
    expect(new Set(previous).size).toBe(previous.length);
    const byStart = [...runs].sort((x, y) => x.start - y.start);
    for (let i = 1; i < byStart.length; i++) expect(byStart[i]!.start).toBeGreaterThanOrEqual(byStart[i - 1]!.end);
  });
});

describe('a repeating job whose interval changed', () => {
  it('runs at the new interval after a restart, not at the time the old runner had set', async () => {
    const runs: string[] = [];
    const job = (seconds: number) =>
      defineJob({
        name: 'resized',
        schedule: { every: seconds },
        retry: { attempts: 1 },
        handler: async (_data, context) => {
          runs.push(context.id);
        },
      });
    // The old setting: the next run waits an hour.
    const before = await runner([job(3600)]);
    await before.stop();
    const after = await runner([job(0.2)]);
    await eventually(async () => runs.length >= 2, { attempts: 300 });
    await after.stop();
    expect(new Set(runs).size).toBe(runs.length);
  });
});

describe('a one-off delayed job with a key', () => {
  it('is made once when two replicas enqueue it, and runs once', async () => {
    const seen: string[] = [];
    const job = defineJob<{ key: string }>({
      name: 'reminder',
      schedule: 'on-demand',
      retry: { attempts: 3, backoffSeconds: 1, exponential: true },
      handler: async (data) => {
        seen.push(data.key);
      },
    });
    const [a, b] = await Promise.all([runner([job]), runner([job])]);
    expect(await a.enqueue(job, { key: 'booking-7' }, { afterSeconds: 0.3, key: 'booking-7' })).toBe(true);
    expect(await b.enqueue(job, { key: 'booking-7' }, { afterSeconds: 0.3, key: 'booking-7' })).toBe(false);
    expect(await b.enqueue(job, { key: 'booking-8' }, { afterSeconds: 0.6, key: 'booking-8' })).toBe(true);
    await eventually(async () => seen.includes('booking-8'), { attempts: 300 });
    await eventually(async () => seen.includes('booking-7'), { attempts: 300 });
    // Done and enqueued again: still the one job.
    expect(await a.enqueue(job, { key: 'booking-7' }, { key: 'booking-7' })).toBe(false);
    await Promise.all([a.stop(), b.stop()]);
    expect(seen.filter((key) => key === 'booking-7')).toHaveLength(1);
    expect(seen.filter((key) => key === 'booking-8')).toHaveLength(1);
  });
});

describe('a restart', () => {
  it('runs after a restart the job enqueued before the stop', async () => {
    const seen: string[] = [];
    const job = defineJob<{ n: number }>({
      name: 'later',
      schedule: 'on-demand',
      retry: { attempts: 1 },
      handler: async (_data, context) => {
        seen.push(context.id);
      },
    });
    const first = await runner([job]);
    await first.enqueue(job, { n: 1 }, { afterSeconds: 1, key: 'one' });
    await first.stop();
    const second = await runner([job]);
    await eventually(async () => seen.length >= 1, { attempts: 300 });
    await second.stop();
    expect(seen).toHaveLength(1);
  });

  it('stop() waits for a run in progress', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const job = defineJob({
      name: 'slow',
      schedule: 'on-demand',
      retry: { attempts: 1 },
      handler: async () => {
        started();
        await gate;
        order.push('finished');
      },
    });
    const only = await runner([job]);
    await only.enqueue(job, {});
    await begun;
    const stopping = only.stop().then(() => order.push('stopped'));
    setImmediate(release);
    await stopping;
    expect(order).toEqual(['finished', 'stopped']);
  });
});

describe('retries and schedules', () => {
  it('tries a failed run again as its policy says, and logs each failure', async () => {
    const attempts: number[] = [];
    const failures: unknown[] = [];
    const logger = { ...silentLogger(), warn: (fields: unknown) => failures.push(fields) } as unknown as Logger;
    const job = defineJob({
      name: 'flaky',
      schedule: 'on-demand',
      retry: { attempts: 2 },
      handler: async (_data, context) => {
        attempts.push(context.attempt);
        if (context.attempt === 1) throw new Error('first try fails');
      },
    });
    const only = await runner([job], logger);
    await only.enqueue(job, {});
    await eventually(async () => attempts.includes(2), { attempts: 300 });
    await only.stop();
    expect(attempts).toEqual([1, 2]);
    expect(failures).toEqual([expect.objectContaining({ job: 'flaky', attempt: 1, err: 'first try fails' })]);
  });

  it('registers a cron job in Europe/Rome', async () => {
    const job = defineJob({ name: 'digest', schedule: { cron: '0 7 * * *' }, retry: { attempts: 3 }, handler: async () => undefined });
    const only = await runner([job]);
    const [schedule] = await only.boss.getSchedules('digest');
    await only.stop();
    expect(schedule).toMatchObject({ name: 'digest', cron: '0 7 * * *', timezone: 'Europe/Rome' });
  });
});
