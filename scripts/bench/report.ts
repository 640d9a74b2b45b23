/** docs/performance.md: the machine, the targets, every figure, the query plans. */
import { SERVICE_NAMES } from '@nbp/contracts/services';
import { ENDPOINTS, ROUTES, type Route } from './plan.ts';
import { find, type BenchResults, type DataSet, type Mode } from './results.ts';
import type { TargetCheck } from './targets.ts';
import { CONNECTION_REQUESTS, type LoadResult } from './load.ts';

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

const f = (value: number | undefined, digits = 2) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
const ROUTE_NAMES: Record<Route, string> = {
  bare: 'bare Node',
  direct: 'service direct',
  gateway: 'gateway',
  nginx: 'nginx → gateway',
  'gateway-bare': 'gateway → bare Node',
};

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

const SERVICE_GROUPS: readonly string[] = SERVICE_NAMES;

/**
 * The throughput this path would reach alone on this machine, from its CPU cost per request: each
 * Node process and nginx's worker use one core at most, and all of them share the cores.
 */
export function capacity(result: LoadResult, cores: number): number {
  const perRequest = Object.entries(result.cpuPerRequest).filter(([, ms]) => Number.isFinite(ms) && ms > 0.001);
  const total = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
  const singleThreaded = perRequest.filter(([name]) => name !== 'postgres').reduce((max, [, ms]) => Math.max(max, ms), 0);
  return Math.min((cores * 1000) / total, singleThreaded ? 1000 / singleThreaded : Infinity);
}

/** The services' CPU per request, split when more than one works (the quote: pricing + catalogue). */
function servicesCell(result: LoadResult): string {
  const busy = SERVICE_GROUPS.filter((name) => (result.cpuPerRequest[name] ?? 0) >= 0.05);
  const total = SERVICE_GROUPS.reduce((sum, name) => sum + (result.cpuPerRequest[name] ?? 0), 0);
  if (busy.length < 2) return f(total, 3);
  return `${f(total, 3)} (${busy.map((name) => `${name} ${f(result.cpuPerRequest[name], 2)}`).join(' + ')})`;
}

function loadTable(results: BenchResults, data: DataSet, mode: Mode, routes: Route[]): string {
  const rows: string[][] = [];
  for (const endpoint of ENDPOINTS) {
    const bare = find(results, endpoint.id, 'seeded', 'max', 'bare');
    for (const route of routes) {
      const measurement = results.measurements.find(
        (m) => m.endpoint === endpoint.id && m.data === data && m.mode === mode && m.route === route,
      );
      if (!measurement) continue;
      const r = measurement.result;
      if (!r) {
        rows.push([endpoint.title, ROUTE_NAMES[route], measurement.skipped ?? 'not measured', '', '', '', '', '', '', '', '', '', '', '']);
        continue;
      }
      rows.push([
        endpoint.title,
        ROUTE_NAMES[route],
        f(r.rps, 0),
        mode === 'max' ? f(capacity(r, results.machine.cores), 0) : '',
        f(r.p50),
        f(r.p99),
        mode === 'max' && bare && route !== 'bare' ? `${((r.rps / bare.rps) * 100).toFixed(1)} %` : '',
        f(r.cpuPerRequest.loadgen, 3),
        route === 'nginx' ? f(r.cpuPerRequest.nginx, 3) : '',
        route === 'nginx' || route === 'gateway'
          ? f(r.cpuPerRequest.gateway, 3)
          : route === 'gateway-bare'
            ? f(r.cpuPerRequest['gateway-bare'], 3)
            : '',
        route === 'bare' || route === 'gateway-bare' ? f(r.cpuPerRequest.bare, 3) : servicesCell(r),
        route === 'bare' || route === 'gateway-bare' ? '' : f(r.cpuPerRequest.postgres, 3),
        `${f(r.cpu.foreignPct, 0)} %`,
        failuresCell(r),
      ]);
    }
  }
  return table(
    [
      'Endpoint',
      'Path',
      'req/s',
      'alone est. req/s',
      'p50 ms',
      'p99 ms',
      'of bare',
      'CPU ms/req: load gen',
      'nginx',
      'gateway',
      'service(s)',
      'PostgreSQL',
      'other load',
      'failures; closed conns',
    ],
    rows,
  );
}

/** The last column of a load table: failed requests, then the connections each side closed. */
function failuresCell(r: LoadResult): string {
  const closed = Object.entries(r.closedConnections)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return `${r.failures ? `${r.failures} failed; ` : ''}${closed}`;
}

function pageLoadTable(results: BenchResults): string {
  const rows = results.pageLoads.map((load) => {
    const route = load.route === 'nginx' ? 'nginx → renderer (page cache)' : 'renderer direct';
    const r = load.result;
    if (!r) return [`${load.page} (${load.path})`, route, load.skipped ?? 'not measured', '', '', '', '', '', '', '', '', '', ''];
    return [
      `${load.page} (${load.path})`,
      route,
      f(r.rps, 0),
      f(r.p50),
      f(r.p99),
      f(r.cpuPerRequest.loadgen, 3),
      load.route === 'nginx' ? f(r.cpuPerRequest.nginx, 3) : '',
      f(r.cpuPerRequest.renderer, 3),
      f(r.cpuPerRequest.gateway, 3),
      servicesCell(r),
      f(r.cpuPerRequest.postgres, 3),
      `${f(r.cpu.foreignPct, 0)} %`,
      failuresCell(r),
    ];
  });
  return table(
    [
      'Page',
      'Path',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req: load gen',
      'nginx',
      'renderer',
      'gateway',
      'service(s)',
      'PostgreSQL',
      'other load',
      'failures; closed conns',
    ],
    rows,
  );
}

export function renderReport(results: BenchResults, checks: TargetCheck[], options: { withPlans: boolean }): string {
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
  const parts: string[] = [];
  parts.push(`# Performance

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
`);
  if (results.serviceStarts.length) {
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
  }
  parts.push(`## Throughput and latency, seeded data (${results.seededBoats} boats), as fast as ${s.connections} connections go

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
`);
  if (results.pageLoads.length) {
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
  }
  if (results.dataset) {
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
  }
  if (results.feedPoll || results.exportEvents !== undefined) {
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
  }
  if (results.pages.length || results.initialJs.length) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const short = (file: string) => file.replace(/^\/?assets\//, '');
    parts.push(`## Public web build

Initial JavaScript: each page's HTML fetched through nginx as a browser fetches it (server rendered
by the renderer), the scripts (\`<script type="module" src>\`) and module preloads it names and,
recursively, their static imports (Vite's manifest), each fetched through nginx and gzipped at level
9; "as served": the same bytes as nginx's gzip sent them. Admin code: files only the admin needs
(the manifest), file names saying admin, and back-office modules (src/app/routes/admin.tsx,
src/components/admin/, src/features/admin-*) in any of those files' source maps (built hidden and
kept out of the web root). KiB = 1024 bytes. Admin-only chunks (from the manifest):
${results.adminFiles.join(', ') || 'none found'}.

${table(
  [
    'Page',
    'Server rendered',
    'HTML gzip -9',
    'JS gzip -9',
    'JS as served',
    'CSS linked, gzip -9',
    'Files (gzip -9)',
    'Admin code',
    'Problems',
  ],
  results.initialJs.map((p) => [
    `${p.page} (${new URL(p.url).pathname})`,
    p.rendered ? 'yes' : `no (${p.status})`,
    kib(p.htmlGzip9),
    kib(p.jsGzip9),
    kib(p.jsWire),
    kib(p.cssGzip9),
    p.files.map((file) => `${short(file.file)} ${kib(file.gzip9)}`).join(', '),
    [...p.adminFiles, ...p.adminModules].join(', ') || 'none',
    [...p.problems, ...(p.unmapped.length ? [`modules unknown: ${p.unmapped.join(', ')}`] : [])].join('; ') || '',
  ]),
)}

Loaded cold in Chromium through nginx: every JS and CSS response counted until the network is idle
(after hydration, so screens the page loads on its own count too).

${table(
  ['Page', 'JS as served', 'JS gzip -9', 'CSS as served', 'CSS gzip -9', 'JS files', 'Admin chunks requested', 'Console errors'],
  results.pages.map((p) => [
    `${p.page} (${new URL(p.url).pathname})`,
    kib(p.jsTransfer),
    kib(p.jsGzip9),
    kib(p.cssTransfer),
    kib(p.cssGzip9),
    p.jsFiles.map((file) => short(file)).join(', '),
    p.adminRequested.join(', ') || 'none',
    `${p.consoleErrors.length}${p.consoleErrors.length ? `: ${p.consoleErrors.slice(0, 2).join('; ')}` : ''}`,
  ]),
)}
`);
  }
  if (results.lighthouse.length) {
    parts.push(`### Lighthouse (default mobile settings: simulated slow 4G, 4x CPU slowdown)

Informational, not targets: on a shared machine the simulation measures the neighbours as much as
the page (the targets are the applied slow phone's, below). Each page is run ${results.lighthouse[0]?.runs.length ?? 1} times through nginx; the figures are the run with the median performance score (every
run's score in "Runs"). LCP and TBT are Lighthouse's simulated figures (its throttling applied to the
trace), as its performance score uses them.

${table(
  [
    'Page',
    'Performance',
    'Runs',
    'Accessibility',
    'Best practices',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'Speed index ms',
    'Benchmark index',
    'Audits below 90',
  ],
  results.lighthouse.map((l) => [
    l.page,
    String(l.performance),
    l.runs.join(', '),
    String(l.accessibility),
    String(l.bestPractices),
    String(l.seo),
    f(l.metrics.fcpMs, 0),
    f(l.metrics.lcpMs, 0),
    f(l.metrics.tbtMs, 0),
    f(l.metrics.cls, 3),
    f(l.metrics.speedIndexMs, 0),
    String(l.benchmarkIndex),
    l.failing.join('; ') || 'none',
  ]),
)}
`);
  }
  if (results.lighthouseApplied.length) {
    parts.push(`### The site against its limit

The slow phone applied to the real load (Lighthouse's devtools throttling: the network at 150 ms
and 1.6 Mbit/s and the 4x CPU slowdown applied by Chromium itself, not simulated), ${results.lighthouseApplied[0]?.runs.length ?? 1} runs per page.
Each run loads the real page, then the same page with every script and script preload removed
from its HTML (scripts/bench/scripts-free.ts; both through a proxy of the same kind in front of
nginx): what the page would cost with no code at all. The targets: the real page's median LCP at
most 1.10 times the scripts-free page's, and its median Total Blocking Time (Lighthouse's, from the
same applied run) at most 150 ms. The other columns are the run with the median LCP: "code" is when
the last script arrived, "hydrated" when React had taken the page over (the \`nbp:hydrated\` mark);
the browser's own order shows the picture and the fonts first, the code after them at low priority
(docs/server-rendering.md#priorities).

${table(
  [
    'Page',
    'FCP ms',
    'LCP ms (median)',
    'LCP runs',
    'Scripts-free FCP ms',
    'Scripts-free LCP ms (median)',
    'Scripts-free LCP runs',
    'LCP ratio',
    'TBT ms (median)',
    'TBT runs',
    'Code arrived ms',
    'Hydrated ms',
  ],
  results.lighthouseApplied.map((l) => [
    l.page,
    f(l.fcpMs, 0),
    f([...l.runs].sort((x, y) => x - y)[Math.floor((l.runs.length - 1) / 2)] ?? NaN, 0),
    l.runs.map((r) => f(r, 0)).join(', '),
    l.scriptsFree ? f(l.scriptsFree.fcpMs, 0) : '—',
    l.scriptsFree ? f(l.scriptsFree.lcpMs, 0) : '—',
    l.scriptsFree?.runs.map((r) => f(r, 0)).join(', ') ?? '—',
    l.lcpRatio === undefined ? '—' : f(l.lcpRatio, 3),
    f(l.tbtMs, 0),
    l.tbtRuns.map((r) => f(r, 0)).join(', '),
    f(l.codeMs, 0),
    f(l.hydratedMs, 0),
  ]),
)}
`);
  }
  if (results.plans.length && options.withPlans) {
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
  }
  parts.push(`## Run

${table(
  ['Phase', 'Seconds'],
  Object.entries(results.timings).map(([phase, seconds]) => [phase, seconds.toFixed(1)]),
)}
${results.problems.length ? `\nProblems:\n\n${results.problems.map((p) => `- ${p}`).join('\n')}\n` : ''}`);
  return parts.join('\n');
}
