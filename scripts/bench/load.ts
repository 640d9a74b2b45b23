/**
 * One measurement: a warm-up, then autocannon for a fixed time against one base URL cycling
 * through a list of paths, with the CPU every process group used meanwhile.
 *
 * Latency percentiles are computed here from every response's own duration (autocannon's
 * histogram rounds to whole milliseconds, too coarse for "the gateway adds 2 ms").
 *
 * Fixed rate: autocannon's limiter lets each connection send its whole quota for a second at the
 * start of that second, and all connections of one instance share the same second, so
 * `overallRate: 200` with 10 connections is 10 concurrent requests in a burst, then silence. To
 * get 200 requests spread over the second, the bench runs one instance per connection, each with
 * one connection and rate/connections requests per second, started 1000/connections ms apart, and
 * keeps only the requests sent while all of them were running.
 */
import autocannon from 'autocannon';
import { cpuDelta, mergeDeltas, readCpu, type CpuDelta, type CpuGroup } from './cpu.ts';
import { timeWaitByPort } from './tcp.ts';

export interface LoadSpec {
  label: string;
  baseUrl: string;
  paths: string[];
  connections: number;
  durationS: number;
  warmupS: number;
  /** Requests per second over all connections; undefined = as fast as possible. */
  rate?: number;
  /** Ports whose closed connections are counted (keep-alive check), by name. */
  watchPorts?: Record<string, number>;
  /** Sent with every request besides `accept` (the admin's session cookie). */
  headers?: Record<string, string>;
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
  /** Connections closed during the run per watched port name (TIME_WAIT sockets that appeared). */
  closedConnections: Record<string, number>;
}

interface Sample {
  ms: number;
  sentAt: number;
}

interface Fired {
  ok: Sample[];
  bad: number;
  errors: number;
  /** Seconds over which `ok` was collected. */
  windowS: number;
  /** Every answer received, inside the window or not (the CPU readings cover them all). */
  answered: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Requests per client connection before autocannon opens a new one (see instance). */
export const CONNECTION_REQUESTS = 500;

function instance(spec: LoadSpec, options: { connections: number; durationS: number; rate?: number }, sink?: Fired) {
  const run = autocannon({
    url: spec.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    pipelining: 1,
    // nginx closes a client's keep-alive connection after its 1000th request (keepalive_requests),
    // saying so in that answer (Connection: close); a browser opens a new one, autocannon sends the
    // next request on the closed socket and counts an error. Renewing every connection, on every
    // path alike, after half that keeps the figures about the servers.
    reconnectRate: CONNECTION_REQUESTS,
    timeout: 10,
    headers: { accept: 'application/json', ...spec.headers },
    requests: spec.paths.map((path) => ({ method: 'GET', path })),
    // Its coordinated-omission correction assumes evenly spaced requests, which its limiter does not send.
    ...(options.rate ? { overallRate: options.rate, ignoreCoordinatedOmission: true } : {}),
  });
  if (sink) {
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) sink.ok.push({ ms, sentAt: performance.now() - ms });
      else sink.bad++;
    });
  }
  return run;
}

async function fireMax(spec: LoadSpec, durationS: number): Promise<Fired> {
  const fired: Fired = { ok: [], bad: 0, errors: 0, windowS: durationS, answered: 0 };
  const result = await instance(spec, { connections: spec.connections, durationS }, fired);
  fired.errors = result.errors + result.timeouts;
  fired.windowS = result.duration || durationS;
  fired.answered = fired.ok.length + fired.bad;
  return fired;
}

async function fireSteady(spec: LoadSpec, rate: number): Promise<Fired> {
  const all: Fired = { ok: [], bad: 0, errors: 0, windowS: spec.durationS, answered: 0 };
  const slots = Math.max(1, Math.min(spec.connections, rate));
  const started = performance.now();
  const runs: ReturnType<typeof instance>[] = [];
  for (let slot = 0; slot < slots; slot++) {
    if (slot > 0) await new Promise((resolve) => setTimeout(resolve, 1000 / slots));
    // One second longer than measured: the last instance starts up to a second after the first.
    runs.push(instance(spec, { connections: 1, durationS: spec.durationS + 1, rate: rate / slots }, all));
  }
  const windowStart = performance.now();
  const windowEnd = started + (spec.durationS + 1) * 1000;
  for (const result of await Promise.all(runs)) all.errors += result.errors + result.timeouts;
  all.answered = all.ok.length + all.bad;
  all.ok = all.ok.filter((sample) => sample.sentAt >= windowStart && sample.sentAt < windowEnd);
  all.windowS = (windowEnd - windowStart) / 1000;
  return all;
}

interface Slice {
  fired: Fired;
  cpu: CpuDelta;
  closed: Record<string, number>;
}

async function slice(spec: LoadSpec, durationS: number, groups: CpuGroup[]): Promise<Slice> {
  // The previous slice's client connections finish closing first, or their TIME_WAIT sockets
  // would be counted as this slice's closed upstream connections.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const watched = Object.entries(spec.watchPorts ?? {});
  const waitBefore = timeWaitByPort(watched.map(([, port]) => port));
  const before = await readCpu(groups);
  const part = { ...spec, durationS };
  const fired = spec.rate ? await fireSteady(part, spec.rate) : await fireMax(part, durationS);
  const after = await readCpu(groups);
  const waitAfter = timeWaitByPort(watched.map(([, port]) => port));
  const closed = Object.fromEntries(
    watched.map(([name, port]) => [name, Math.max(0, (waitAfter.get(port) ?? 0) - (waitBefore.get(port) ?? 0))]),
  );
  return { fired, cpu: cpuDelta(before, after), closed };
}

function summarize(spec: LoadSpec, slices: Slice[]): LoadResult {
  const ok = slices.flatMap((s) => s.fired.ok);
  const bad = slices.reduce((sum, s) => sum + s.fired.bad, 0);
  const errors = slices.reduce((sum, s) => sum + s.fired.errors, 0);
  const answered = slices.reduce((sum, s) => sum + s.fired.answered, 0);
  const windowS = slices.reduce((sum, s) => sum + s.fired.windowS, 0);
  const cpu = mergeDeltas(slices.map((s) => s.cpu));
  const closedConnections: Record<string, number> = {};
  for (const s of slices)
    for (const [name, count] of Object.entries(s.closed)) closedConnections[name] = (closedConnections[name] ?? 0) + count;
  const sorted = Float64Array.from(ok.map((sample) => sample.ms)).sort();
  const perRequest = (ms: number) => (answered ? ms / answered : NaN);
  const cpuPerRequest: Record<string, number> = { loadgen: perRequest(cpu.selfMs) };
  for (const [name, ms] of Object.entries(cpu.groups)) cpuPerRequest[name] = perRequest(ms);
  return {
    label: spec.label,
    requests: ok.length + bad,
    rps: ok.length / windowS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    failures: bad + errors,
    cpu,
    cpuPerRequest,
    closedConnections,
  };
}

export async function measure(spec: LoadSpec, groups: CpuGroup[]): Promise<LoadResult> {
  return (await measureInterleaved([spec], groups, 1))[0]!;
}

/**
 * Several measurements interleaved: each spec runs `rounds` slices of durationS/rounds seconds in
 * turn (A B C A B C ...), so a neighbour's burst of work on the machine hits them all alike and
 * their ratios hold. Each is warmed up first.
 */
export async function measureInterleaved(specs: LoadSpec[], groups: CpuGroup[], rounds: number): Promise<LoadResult[]> {
  for (const spec of specs) if (spec.warmupS > 0) await fireMax(spec, spec.warmupS);
  const slices: Slice[][] = specs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, spec] of specs.entries()) slices[index]!.push(await slice(spec, spec.durationS / rounds, groups));
  }
  return specs.map((spec, index) => summarize(spec, slices[index]!));
}
