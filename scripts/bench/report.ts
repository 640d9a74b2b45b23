/** docs/performance.md: the machine, the targets, every figure, the query plans. */
import { ENDPOINTS, ROUTES } from './plan.ts';
import type { BenchResults } from './results.ts';
import type { TargetCheck } from './targets.ts';
import { CONNECTION_REQUESTS } from './load.ts';
import { f, loadTable, pageLoadTable, table } from './report-tables.ts';
import { appliedSection, lighthouseSection, webBuildSection } from './report-web.ts';

export { capacity } from './report-tables.ts';

export function targetTable(checks: TargetCheck[]): string {
  return table(
    ['Target', 'Measured', 'Limit', 'Result'],
    checks.map((check) => [
      check.name,
      check.measured,
      check.limit,
      check.pass === undefined ? 'NOT MEASURED' : check.pass ? 'pass' : 'FAIL',
    ]),
  );
}

/** The title, the machine, how the load is made, and the targets' table. */
function headSection(results: BenchResults, checks: TargetCheck[]): string {
  const m = results.machine;
  const s = results.settings;
  const failed = checks.filter((check) => check.pass !== true).length;
  const foreign = results.measurements
    .flatMap((measurement) => (measurement.result ? [measurement.result.cpu.foreignPct] : []))
    .sort((a, b) => a - b);
  const medianForeign = foreign.length ? foreign[Math.floor(foreign.length / 2)]! : 0;
  const busy =
    medianForeign > 15
      ? `\n**The machine was busy with other work during this run** (median ${medianForeign.toFixed(0)} % of all cores used by other
processes while measuring): throughputs and p99s are pessimistic; ratios and CPU per request hold better.\n`
      : '';
  return `# Performance

Written by \`npm run bench\` (scripts/bench/run.ts); overwritten at every run. Figures are only
comparable with figures from the same machine: compare ratios (gateway / direct, gateway / bare
Node) and CPU milliseconds per request, which move much less than throughput when the machine is
shared.

## Machine

${table(
  ['CPU', 'Cores', 'Memory', 'Node', 'PostgreSQL', 'nginx', 'Chromium', 'Date (UTC)', 'Load average at start (1/5/15 min)'],
  [[m.cpu, String(m.cores), `${m.memoryGiB} GiB`, m.node, m.postgres, m.nginx, m.chromium, m.date, m.loadAverage]],
)}
${busy}
Load: autocannon 9, loopback only, ${s.connections} connections on every path, ${s.warmupS} s warm-up then
${s.durationS} s measured per path, one request at a time per connection, each connection renewed
after ${CONNECTION_REQUESTS} requests (nginx closes one after its 1000th, which autocannon does not notice). The paths of one endpoint are
measured interleaved (1-second slices in turn; fixed-rate runs ${s.rateDurationS} s per path, in three slices each), so a burst of
other work on the machine falls on all of them alike. Services and gateway: NODE_ENV=test,
LOG_LEVEL=warn; the web renderer: its compiled file (\`vite build --ssr\`), NODE_ENV=production. nginx config: ${results.nginxSource}. Services measured: ${results.services.join(', ')}${
    results.missingServices.length ? ` (missing, not measured: ${results.missingServices.join(', ')})` : ''
  }. Latency percentiles are computed from every response's own duration.

## Targets: ${failed ? `${failed} of ${checks.length} NOT MET` : `all ${checks.length} met`}

${targetTable(checks)}
`;
}

/** How long each process takes to start from its compiled code. */
export function serviceStartSection(results: BenchResults): string[] {
  if (!results.serviceStarts.length) return [];
  const parts: string[] = [];
  const seconds = (ms?: number) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  parts.push(`## Service start

Each process started alone as production starts it (\`node dist/main.js\`, the JavaScript compiled
once by scripts/build.ts; NODE_ENV=production), from the spawn to the first 200 of /readyz (the
gateway: /healthz). The first start applies the migrations and the seed to an empty database; the
restart finds them applied.

${table(
  ['Process', 'First start (migrates)', 'Restart', 'Problem'],
  results.serviceStarts.map((start) => [start.name, seconds(start.firstMs), seconds(start.restartMs), start.error ?? '']),
)}
`);
  return parts;
}

/** The seeded data's throughput on every path, then its latency at the fixed rate. */
function seededSection(results: BenchResults): string {
  const s = results.settings;
  return `## Throughput and latency, seeded data (${results.seededBoats} boats), as fast as ${s.connections} connections go

"alone est.": the throughput the path would reach with the machine to itself, from its CPU cost per
request (each process uses one core at most, all share the ${results.machine.cores} cores): the figure to compare across runs.
"of bare": share of the bare Node server's throughput answering the same JSON (the physical limit of
this machine, load generator included). CPU columns: milliseconds of CPU per request in each process
group; "other load": CPU used by processes outside the bench (other jobs on the machine), % of all
cores. "closed conns": connections closed during the run on each hop behind the first (gateway →
service, nginx → gateway, pricing → catalogue): ~0 when keep-alive works.

GET /api/boats through the gateway (and nginx) is answered from the gateway's shared cache: the
catalogue marks the fleet \`s-maxage=1\`, so the gateway asks the service at most once a second
(gateway/src/shared-cache.ts). That is why it outruns the service called directly; availability
and the quote are never cached, and their gateway / direct ratios are the proxy's own cost.

${loadTable(results, 'seeded', 'max', ROUTES)}

## Latency at ${s.rate} requests per second, seeded data

The gateway's added latency is read here, below saturation: at full load every path's latency is
its queue (connections / throughput), which says the same as the throughput ratio. The rate is
spread over the second: ${s.connections} autocannon instances of one connection each, at
${s.rate}/${s.connections} requests per second each, started ${(1000 / s.connections).toFixed(0)} ms apart (one instance with
\`overallRate\` would send all ${s.connections} connections' quotas at once at the start of every second);
only requests sent while all instances ran are counted.

${loadTable(results, 'seeded', 'rate', ['direct', 'gateway'])}
`;
}

/** The boat pages' server rendering, through nginx and from the renderer itself. */
export function renderingSection(results: BenchResults): string[] {
  if (!results.pageLoads.length) return [];
  const parts: string[] = [];
  const s = results.settings;
  const fixed = results.pageLoads.find((l) => l.mode === 'rate');
  parts.push(`## Server rendering, seeded data

A boat page's HTML asked as a browser asks it (\`accept: text/html\`, \`accept-encoding: gzip\`), in
Italian and in English. Through nginx, at a fixed ${fixed?.rate ?? '?'} requests per second (spread as above, ${s.rateDurationS} s per
page): nginx keeps each page 10 s and asks the renderer for the next copy in the background while it
still sends the old one (infra/nginx/nginx.conf.template), so nearly every answer is nginx's copy and
no request waits for a render; the renders (one per page every 10 s) share the machine with them.
"renderer direct": the renderer asked itself,
as fast as ${results.pageLoads.find((l) => l.route === 'renderer')?.connections ?? '?'} connections go, every request a whole render (its API calls through the
gateway included): what one render costs.

${pageLoadTable(results)}
`);
  return parts;
}

/** The large data set's loads. */
export function largeDataSection(results: BenchResults): string[] {
  if (!results.dataset) return [];
  const s = results.settings;
  const parts: string[] = [];
  const d = results.dataset;
  parts.push(`## Large data set

Inserted with SQL in ${d.seconds.toFixed(1)} s, then ANALYZE: ${d.boats} boats (${d.activeBoats} active), ${d.bookings} bookings,
${d.markedDays} marked days (boat_availability), ${d.periods} pricing periods, ${d.boatPrices} boat prices, ${d.overrides} daily
price overrides. Requests spread over all boats and next season's dates. The back office's planning
call (signed in as the seeded administrator, session cookie on every request) asks for one month of
next year, January to December in turn: every boat of the fleet as a row (from the catalogue) and
every booking, hold and blocked day of that month (booking), each customer's name opened from its
ciphertext; it is measured on this data set only, and at ${ENDPOINTS.find((e) => e.id === 'planning')?.rate ?? s.rate} requests per second in the fixed-rate
table (each open back office asks it every 5 seconds).

### As fast as ${s.connections} connections go

${loadTable(results, 'large', 'max', ['direct', 'gateway'])}

### At ${s.rate} requests per second (the planning at its own rate, see above)

${loadTable(results, 'large', 'rate', ['direct', 'gateway', 'nginx'])}
`);
  return parts;
}

/** The export feed's size, the import pass, the health of booking under the worst feeds. */
export function calendarSection(results: BenchResults): string[] {
  if (!(results.feedPoll || results.exportEvents !== undefined)) return [];
  const parts: string[] = [];
  const poll = results.feedPoll;
  parts.push(`## Calendars

The export: the first boat's feed (docs/calendars.md#export-each-boats-feed), ${results.exportEvents ?? '?'} events on the large data
set (its bookings from 30 days ago on, and two blocked days a week), measured above as "${ENDPOINTS.find((e) => e.id === 'export')?.title ?? 'export'}".

${
  poll
    ? `The import: ${poll.feeds} feeds of ${poll.eventsPerFeed} timed events each (five two-hour slots on one free day a week, over
100 weeks), served by a local HTTP server with no validators, so every read parses the whole body; one pass reads
them one after the other as the worker does (\`POST /api/admin/calendars/feeds/:id/refresh\`). CPU: booking
${(poll.bookingCpuMs / 1000).toFixed(2)} s, PostgreSQL ${(poll.postgresCpuMs / 1000).toFixed(2)} s; ${(poll.wallMs / 1000).toFixed(1)} s wall; ${poll.eventCount} busy ranges kept (events of one day
make one range).${poll.failed.length ? ` Failures: ${poll.failed.slice(0, 3).join('; ')}` : ''}`
    : 'The import pass was not measured.'
}
${
  results.hostileReads
    ? `
The worst feeds (docs/calendars.md#the-parsing-worker): the zone bomb in daily, hourly and secondly variants, a feed of
almost 5 MB and one of 12,000 events, each added and read once more, while two callers asked booking's \`/healthz\`
without pause: ${results.hostileReads.probes} answers, p50 ${results.hostileReads.p50Ms.toFixed(1)} ms, p99 ${results.hostileReads.p99Ms.toFixed(1)} ms, max ${results.hostileReads.maxMs.toFixed(1)} ms. ${results.hostileReads.feeds
        .map((feed) => `${feed.name}: ${feed.lastError ? `«${feed.lastError}»` : `${feed.eventCount} ranges`}`)
        .join('; ')}.`
    : ''
}
`);
  return parts;
}

/** Every statement's plan on the large data set. */
export function plansSection(results: BenchResults, withPlans: boolean): string[] {
  if (!(results.plans.length && withPlans)) return [];
  const parts: string[] = [];
  parts.push(`## Query plans, large data set

The statements the services sent (sampled from pg_stat_activity while the calls ran), then
EXPLAIN (ANALYZE, BUFFERS). Sequential scans over tables that grow (bookings, boat_availability,
boat_pricing, daily_price_overrides, boats) are flagged.

${table(
  ['Endpoint', 'Table', 'Execution ms', 'Sequential scan on a growing table'],
  results.plans.map((p) => [p.endpoint, p.table, f(p.executionMs, 3), p.seqScans.join(', ') || 'none']),
)}
`);
  for (const plan of results.plans) {
    parts.push(`### ${plan.endpoint}: ${plan.table}

\`\`\`sql
${plan.sql}
\`\`\`

\`\`\`
${plan.plan}
\`\`\`
`);
  }
  return parts;
}

/** docs/performance.md: the machine, the targets, every figure, the query plans. */
export function renderReport(results: BenchResults, checks: TargetCheck[], options: { withPlans: boolean }): string {
  const parts: string[] = [
    headSection(results, checks),
    ...serviceStartSection(results),
    seededSection(results),
    ...renderingSection(results),
    ...largeDataSection(results),
    ...calendarSection(results),
    ...webBuildSection(results),
    ...lighthouseSection(results),
    ...appliedSection(results),
    ...plansSection(results, options.withPlans),
  ];
  parts.push(`## Run

${table(
  ['Phase', 'Seconds'],
  Object.entries(results.timings).map(([phase, seconds]) => [phase, seconds.toFixed(1)]),
)}
${results.problems.length ? `\nProblems:\n\n${results.problems.map((p) => `- ${p}`).join('\n')}\n` : ''}`);
  return parts.join('\n');
}
