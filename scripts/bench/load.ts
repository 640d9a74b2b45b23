/**
 * One measurement: a warm-up, then autocannon for a fixed time against one base URL cycling
 * through a list of paths, with the CPU every process group used meanwhile.
 *
 * Latency percentiles are computed here from every response's own duration (autocannon's
 * histogram rounds to whole milliseconds, too coarse for "the gateway adds 2 ms").
 */
import autocannon from 'autocannon';
import { cpuDelta, readCpu, type CpuDelta, type CpuGroup } from './cpu.ts';

export interface LoadSpec {
  label: string;
  baseUrl: string;
  paths: string[];
  connections: number;
  durationS: number;
  warmupS: number;
  /** Requests per second over all connections; undefined = as fast as possible. */
  rate?: number;
}

export interface LoadResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** Non-2xx answers, socket errors and timeouts: any of them makes the figure suspect. */
  failures: number;
  cpu: CpuDelta;
  /** CPU milliseconds per request of each group, and of the load generator. */
  cpuPerRequest: Record<string, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function fire(spec: LoadSpec, durationS: number, record?: (ms: number, status: number) => void) {
  const instance = autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    headers: { accept: 'application/json' },
    requests: spec.paths.map((path) => ({ method: 'GET', path })),
    ...(spec.rate
      ? {
          overallRate: spec.rate,
          // autocannon's correction assumes evenly spaced requests; its rate limiter sends each
          // connection's quota at the start of every second, so the correction would invent samples.
          ignoreCoordinatedOmission: true,
        }
      : {}),
  });
  if (record) instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => record(ms, status));
  return await instance;
}

export async function measure(spec: LoadSpec, groups: CpuGroup[]): Promise<LoadResult> {
  if (spec.warmupS > 0) await fire(spec, spec.warmupS);
  const latencies: number[] = [];
  let bad = 0;
  const before = await readCpu(groups);
  const result = await fire(spec, spec.durationS, (ms, status) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else bad++;
  });
  const after = await readCpu(groups);
  const cpu = cpuDelta(before, after);
  const sorted = Float64Array.from(latencies).sort();
  const requests = latencies.length + bad;
  const perRequest = (ms: number) => (requests ? ms / requests : NaN);
  const cpuPerRequest: Record<string, number> = { loadgen: perRequest(cpu.selfMs) };
  for (const [name, ms] of Object.entries(cpu.groups)) cpuPerRequest[name] = perRequest(ms);
  return {
    label: spec.label,
    requests,
    rps: latencies.length / (result.duration || spec.durationS),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    failures: bad + result.errors + result.timeouts,
    cpu,
    cpuPerRequest,
  };
}
