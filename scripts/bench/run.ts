/**
 * `npm run bench`: starts the production build of the stack on this machine (web build served by
 * nginx, the web renderer behind it for the public pages, gateway, services, a database of its
 * own), measures the public reads on four paths (bare Node, service, gateway, nginx), again with a
 * large data set (with the back office's planning call, signed in), a boat page's server rendering
 * through nginx (Italian and English), each public page's initial JavaScript, its Lighthouse
 * scores (Home and a boat page, both languages; informational) and, on the slow phone applied by
 * Chromium, its largest paint beside the same page with its scripts removed and its blocking time, and how long each process takes to start from its
 * compiled code in production (scripts/bench/service-start.ts); writes docs/performance.md, prints
 * it, and exits non-zero when a target (scripts/bench/targets.ts) is missed. Everything it started
 * is stopped and its database dropped, whatever happens.
 *
 * BENCH_DURATION (s, default 5), BENCH_WARMUP (s, default 1), BENCH_CONNECTIONS (default 10),
 * BENCH_RATE (req/s, default 200), BENCH_RATE_DURATION (s per path at that rate, default 15), BENCH_SKIP_LIGHTHOUSE=1 (quicker runs while investigating),
 * BENCH_LIGHTHOUSE_RUNS (runs per page, the median counts; default 5), BENCH_LIGHTHOUSE_APPLIED_RUNS (runs per
 * page with the slow phone applied to the real load rather than simulated, each the real page then its
 * scripts-free copy; default 5, 0 skips them),
 * BENCH_LHR_DIR (keep the full Lighthouse reports there), BENCH_ONLY=web or `npm run bench -- --only web` (only the site's targets:
 * the boat pages' rendering under load, the initial JavaScript and Lighthouse, without the service
 * starts and the API loads; their targets printed, the exit code theirs, docs/performance.md left as it is).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/stack.ts';
import { ApiLoad } from './api-load.ts';
import { cleanup, log, phase, problems, secondsSinceStart, settings, timings } from './context.ts';
import { largeDataPhases } from './large-data.ts';
import { publicPages } from './pages.ts';
import { renderReport, targetTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { announceServices, benchDatabase, buildForBench, serviceStartTimes, stackSettings, startEverything } from './setup.ts';
import { lighthousePages, measureServerRendering, weighPages } from './site-load.ts';
import { checkTargets } from './targets.ts';
import { finishWebOnly } from './web-only.ts';

// The phases live beside this file: setup.ts (build, database, stack), api-load.ts (the API's paths),
// site-load.ts (the pages), large-data.ts (the large data set and the calendars), web-only.ts.
const REPORT = path.join(ROOT, 'docs', 'performance.md');
const onlyFlag = process.argv.indexOf('--only');
const webOnly = process.env.BENCH_ONLY === 'web' || (onlyFlag >= 0 && process.argv[onlyFlag + 1] === 'web');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything`);
    void cleanup.run().then(() => process.exit(130));
  });
}

/** docs/performance.md written and printed; non-zero when a target is missed. */
async function finishReport(results: BenchResults): Promise<number> {
  log('stopping everything');
  await cleanup.run();
  phase('cleanup');
  timings.total = secondsSinceStart();

  const checks = checkTargets(results);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, renderReport(results, checks, { withPlans: true }));
  process.stdout.write(`\n${renderReport(results, checks, { withPlans: false })}\n`);
  const failed = checks.filter((check) => check.pass !== true);
  if (failed.length) {
    process.stdout.write(
      `\n\x1b[31m✖ ${failed.length} target(s) not met:\x1b[0m\n\n${targetTable(failed)}\n\nFull report: docs/performance.md\n`,
    );
    return 1;
  }
  process.stdout.write(`\n\x1b[32m✔ every target met\x1b[0m (docs/performance.md)\n`);
  return 0;
}

async function main(): Promise<number> {
  const web = buildForBench();
  const database = await benchDatabase();
  const options = await stackSettings(web, database.db.url);
  const { services, missingServices } = announceServices(database.db.name);
  const serviceStarts = webOnly ? [] : await serviceStartTimes(options, services);
  const started = await startEverything(web, options, services);

  const api = new ApiLoad(started, options, services, database, web.work);
  await api.prepare();
  if (!webOnly) await api.warmUp();
  phase('warm-up');
  log(`seeded data (${api.boatIds.length} active boats): throughput, then latency at ${settings.rate} req/s`);
  if (!webOnly) await api.seededLoads();
  const seededBoats = api.boatIds.length;
  phase('load, seeded data');

  // ---- the site, with the seeded fleet (what a visitor sees) ----
  const pages = publicPages(api.boatIds[0] ?? 1);
  const pageLoads = await measureServerRendering(pages, started, options, api.groups);
  phase('server rendering');

  const results: BenchResults = {
    machine: database.machine,
    settings,
    nginxSource: started.nginx.source,
    services,
    missingServices,
    seededBoats,
    serviceStarts,
    measurements: api.measurements,
    pageLoads,
    plans: [],
    pages: [],
    initialJs: [],
    adminFiles: [...web.adminFiles],
    lighthouse: [],
    lighthouseApplied: [],
    timings,
    problems,
  };
  await weighPages(pages, started.nginx.url, web, results);
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') await lighthousePages(pages, started.nginx.url, results);

  // ---- the large data set ----
  if (webOnly) return finishWebOnly(results);
  await largeDataPhases(api, started, database, results);
  return finishReport(results);
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(`\n\x1b[31m✖ bench failed: ${(err as Error).stack ?? err}\x1b[0m\n`);
  code = 2;
} finally {
  await cleanup.run();
  for (const problem of problems.filter((p) => p.startsWith('cleanup') || p.startsWith('logs kept') || p.startsWith('queues')))
    process.stderr.write(`${problem}\n`);
}
process.exit(code);
