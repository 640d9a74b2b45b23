/**
 * The targets of issue 11, and those of the server-rendered site: the boat page's render through
 * nginx, a boat page's initial JavaScript, and each public page on the applied slow phone against
 * the same page without its scripts (docs/performance.md#the-site-against-its-limit). A target that could not be
 * measured fails too: the bench never reports a pass it did not see.
 */
import type { LoadResult } from './load.ts';
import { ENDPOINTS, type EndpointId } from './plan.ts';
import { find, type BenchResults } from './results.ts';
import { capacity } from './report.ts';
import { Checks, LIMITS, ms, type TargetCheck } from './target-checks.ts';
import { checkWebTargets } from './web-targets.ts';

export { LIMITS, type TargetCheck } from './target-checks.ts';
export { checkWebTargets } from './web-targets.ts';

const usable = (result: LoadResult | undefined): result is LoadResult => Boolean(result && result.requests > 0 && result.failures === 0);
const TITLES: Record<EndpointId, string> = {
  boats: '/api/boats',
  availability: 'availability',
  quote: 'quote',
  planning: 'planning',
  export: 'calendar feed',
};

/** A share of two throughputs against its floor (with the machine-alone estimate beside it). */
function shareCheck(
  checks: Checks,
  cores: number,
  name: string,
  [from, to]: [LoadResult | undefined, LoadResult | undefined],
  floor: number,
  digits: number,
): void {
  const limit = `≥ ${floor * 100} %`;
  if (!usable(from) || !usable(to)) return checks.notMeasured(name, limit);
  const share = to.rps / from.rps;
  const estimate = `${((capacity(to, cores) / capacity(from, cores)) * 100).toFixed(1)} %`;
  checks.add({
    name,
    measured: `${(share * 100).toFixed(digits)} % (${from.rps.toFixed(0)} → ${to.rps.toFixed(0)} req/s; alone est. ${estimate})`,
    limit,
    pass: share >= floor,
  });
}

/** What the gateway adds to a service's latency at the fixed rate, and keeps of its throughput; /api/boats against bare Node. */
function gatewayChecks(results: BenchResults, checks: Checks): void {
  for (const endpoint of ['boats', 'availability', 'quote'] as EndpointId[]) {
    const direct = find(results, endpoint, 'seeded', 'rate', 'direct');
    const gateway = find(results, endpoint, 'seeded', 'rate', 'gateway');
    const p50Name = `${TITLES[endpoint]}: gateway adds at p50 (${results.settings.rate} req/s)`;
    const p99Name = `${TITLES[endpoint]}: gateway adds at p99 (${results.settings.rate} req/s)`;
    if (usable(direct) && usable(gateway)) {
      const d50 = gateway.p50 - direct.p50;
      const d99 = gateway.p99 - direct.p99;
      checks.add({
        name: p50Name,
        measured: `${ms(d50)} (${ms(direct.p50)} → ${ms(gateway.p50)})`,
        limit: `≤ ${LIMITS.gatewayAddedP50Ms} ms`,
        pass: d50 <= LIMITS.gatewayAddedP50Ms,
      });
      checks.add({
        name: p99Name,
        measured: `${ms(d99)} (${ms(direct.p99)} → ${ms(gateway.p99)})`,
        limit: `≤ ${LIMITS.gatewayAddedP99Ms} ms`,
        pass: d99 <= LIMITS.gatewayAddedP99Ms,
      });
    } else {
      checks.notMeasured(p50Name, `≤ ${LIMITS.gatewayAddedP50Ms} ms`);
      checks.notMeasured(p99Name, `≤ ${LIMITS.gatewayAddedP99Ms} ms`);
    }
    const pair: [LoadResult | undefined, LoadResult | undefined] = [
      find(results, endpoint, 'seeded', 'max', 'direct'),
      find(results, endpoint, 'seeded', 'max', 'gateway'),
    ];
    shareCheck(checks, results.machine.cores, `${TITLES[endpoint]}: gateway throughput / direct`, pair, LIMITS.gatewayThroughputShare, 0);
  }
  const bare: [LoadResult | undefined, LoadResult | undefined] = [
    find(results, 'boats', 'seeded', 'max', 'bare'),
    find(results, 'boats', 'seeded', 'max', 'gateway'),
  ];
  shareCheck(checks, results.machine.cores, '/api/boats: gateway throughput / bare Node', bare, LIMITS.boatsGatewayVsBare, 1);
}

/** A p99 through nginx at a fixed rate on the large data set: no failure, the rate kept (90 %), under the limit. */
function rateCheck(checks: Checks, name: string, limit: string, result: LoadResult | undefined, rate: number, under: number, also = true) {
  if (!result) return checks.notMeasured(name, limit);
  checks.add({
    name,
    measured: `${ms(result.p99)} at ${result.rps.toFixed(0)} req/s${result.failures ? `, ${result.failures} failed` : ''}`,
    limit,
    pass: result.failures === 0 && result.rps >= rate * 0.9 && result.p99 < under && also,
  });
}

/** The large data set through nginx: availability and the quote, the planning's month, a boat's calendar feed. */
function largeDataChecks(results: BenchResults, checks: Checks): void {
  const { rate } = results.settings;
  for (const endpoint of ['availability', 'quote'] as EndpointId[]) {
    const name = `${TITLES[endpoint]}: p99 through nginx, large data, ${rate} req/s`;
    rateCheck(checks, name, `< ${LIMITS.largeP99Ms} ms`, find(results, endpoint, 'large', 'rate', 'nginx'), rate, LIMITS.largeP99Ms);
  }
  const planningRate = ENDPOINTS.find((endpoint) => endpoint.id === 'planning')?.rate ?? rate;
  rateCheck(
    checks,
    `planning: a month of ${results.dataset?.boats ?? 0} boats, p99 through nginx, large data, ${planningRate} req/s`,
    `< ${LIMITS.planningP99Ms} ms`,
    find(results, 'planning', 'large', 'rate', 'nginx'),
    planningRate,
    LIMITS.planningP99Ms,
  );
  const exportRate = ENDPOINTS.find((endpoint) => endpoint.id === 'export')?.rate ?? rate;
  rateCheck(
    checks,
    `calendar feed of a boat with ${results.exportEvents ?? '?'} events, p99 through nginx, ${exportRate} req/s`,
    `< ${LIMITS.exportP99Ms} ms, ≥ ${LIMITS.exportMinEvents} events`,
    find(results, 'export', 'large', 'rate', 'nginx'),
    exportRate,
    LIMITS.exportP99Ms,
    (results.exportEvents ?? 0) >= LIMITS.exportMinEvents,
  );
}

/** The calendar worker's pass over 50 feeds, and booking's health while the worst feeds are read. */
function calendarChecks(results: BenchResults, checks: Checks): void {
  {
    const poll = results.feedPoll;
    const name = 'calendar worker: one pass over 50 feeds of 500 events, CPU of booking + PostgreSQL';
    const limit = `< ${(LIMITS.feedPollCpuMs / 1000).toFixed(0)} s`;
    if (!poll) checks.notMeasured(name, limit);
    else {
      const cpu = poll.bookingCpuMs + poll.postgresCpuMs;
      checks.add({
        name,
        measured: `${(cpu / 1000).toFixed(2)} s (booking ${(poll.bookingCpuMs / 1000).toFixed(2)} s, PostgreSQL ${(poll.postgresCpuMs / 1000).toFixed(2)} s; ${poll.feeds} feeds, ${(poll.wallMs / 1000).toFixed(1)} s wall${poll.failed.length ? `, ${poll.failed.length} failed` : ''})`,
        limit,
        pass: poll.feeds === 50 && poll.failed.length === 0 && cpu < LIMITS.feedPollCpuMs,
      });
    }
  }
  {
    const hostile = results.hostileReads;
    const name = 'booking /healthz while the worst feeds are read (zone bombs, 5 MB, 12,000 events), p99';
    const limit = `< ${LIMITS.hostileHealthP99Ms} ms`;
    if (!hostile) checks.notMeasured(name, limit);
    else
      checks.add({
        name,
        measured: `${hostile.p99Ms.toFixed(1)} ms (${hostile.probes} probes, max ${hostile.maxMs.toFixed(1)} ms${hostile.failed.length ? `, ${hostile.failed.length} failures` : ''})`,
        limit,
        pass: hostile.feeds.length === 5 && hostile.failed.length === 0 && hostile.p99Ms < LIMITS.hostileHealthP99Ms,
      });
  }
}

/** Each service's and the gateway's restart from compiled code. */
function serviceStartChecks(results: BenchResults, checks: Checks): void {
  for (const name of [...results.services, 'gateway']) {
    const start = results.serviceStarts.find((s) => s.name === name);
    const checkName = `${name}: start from compiled code, NODE_ENV=production (restart, spawn to ready)`;
    const limit = `≤ ${(LIMITS.serviceStartMs / 1000).toFixed(1)} s`;
    if (start?.restartMs === undefined) checks.notMeasured(checkName, limit, start?.error ?? 'not measured');
    else
      checks.add({
        name: checkName,
        measured: `${(start.restartMs / 1000).toFixed(2)} s (first start, migrating: ${start.firstMs === undefined ? '?' : (start.firstMs / 1000).toFixed(2)} s)`,
        limit,
        pass: start.restartMs <= LIMITS.serviceStartMs,
      });
  }
}

export function checkTargets(results: BenchResults): TargetCheck[] {
  const checks = new Checks();
  gatewayChecks(results, checks);
  largeDataChecks(results, checks);
  calendarChecks(results, checks);
  serviceStartChecks(results, checks);
  checks.list.push(...checkWebTargets(results));
  return checks.list;
}
