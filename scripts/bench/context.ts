import { stopProcess, type RunningProcess } from '../lib/stack.ts';

/** What one bench run shares across its phases: the settings, the log, the problems found, what to stop, the phases' times. */

const env = process.env;
export const settings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  durationS: Number(env.BENCH_DURATION ?? 5),
  warmupS: Number(env.BENCH_WARMUP ?? 1),
  rate: Number(env.BENCH_RATE ?? 200),
  // A p99 is the 1 % slowest: 15 s at 200 req/s puts 30 requests there, so one pause of the
  // machine (a GC, another job's burst) does not decide it alone.
  rateDurationS: Number(env.BENCH_RATE_DURATION ?? 15),
};
export type Settings = typeof settings;

export const AMQP_URL = env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

const runStarted = performance.now();
export const secondsSinceStart = () => (performance.now() - runStarted) / 1000;
export const log = (message: string) => process.stdout.write(`[bench ${secondsSinceStart().toFixed(0).padStart(3)} s] ${message}\n`);

/** Problems met on the way: reported with the figures, never fatal by themselves. */
export const problems: string[] = [];

/** Every process and resource, registered the moment it exists, stopped or removed whatever happens. */
class Cleanup {
  private readonly processes: RunningProcess[] = [];
  private readonly steps: { name: string; run: () => Promise<unknown> }[] = [];
  private cleaned: Promise<void> | undefined;

  process = (p: RunningProcess): void => {
    this.processes.push(p);
  };

  /** A step run at cleanup, last registered first; a string it answers is reported as a problem (a note). */
  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  run(): Promise<void> {
    this.cleaned ??= (async () => {
      await Promise.all([...this.processes].reverse().map((p) => stopProcess(p, 8000).catch(() => undefined)));
      for (const step of [...this.steps].reverse()) {
        try {
          const note = await step.run();
          if (typeof note === 'string') problems.push(note);
        } catch (err) {
          problems.push(`cleanup ${step.name}: ${(err as Error).message}`);
        }
      }
    })();
    return this.cleaned;
  }
}
export const cleanup = new Cleanup();

/** Seconds each phase took, in order; `phase(name)` closes the phase that just ended. */
export const timings: Record<string, number> = {};
let phaseStarted = performance.now();
export function phase(name: string): void {
  timings[name] = (performance.now() - phaseStarted) / 1000;
  phaseStarted = performance.now();
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

/** One load result as a log line. */
export const resultLine = (result: { label: string; rps: number; p50: number; p99: number; cpu: { foreignPct: number } }) =>
  `${result.label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  other load ${result.cpu.foreignPct.toFixed(0)} %`;
