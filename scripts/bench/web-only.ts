import { cleanup, problems, secondsSinceStart, timings } from './context.ts';
import { targetTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { checkWebTargets } from './targets.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per figure of the site: the pages' rendering loads, their initial JavaScript, their weight and Lighthouse. */
function siteLines(results: BenchResults): string[] {
  return [
    ...results.pageLoads.map((l) =>
      l.result
        ? `${l.page} (${l.path}) ${l.route === 'nginx' ? `through nginx at ${l.rate} req/s` : 'renderer direct, max'}: ${l.result.rps.toFixed(0)} req/s, p50 ${l.result.p50.toFixed(2)} ms, p99 ${l.result.p99.toFixed(2)} ms, renderer ${(l.result.cpuPerRequest.renderer ?? NaN).toFixed(2)} ms CPU/req, other load ${l.result.cpu.foreignPct.toFixed(0)} %${l.result.failures ? `, ${l.result.failures} failed` : ''}`
        : `${l.page} (${l.path}) ${l.route}: ${l.skipped ?? 'not measured'}`,
    ),
    ...results.initialJs.map(
      (p) =>
        `${p.page} (${new URL(p.url).pathname}): initial JS ${kib(p.jsGzip9)} gzip -9 (as served ${kib(p.jsWire)}), ${p.files.length} files: ${p.files.map((f) => `${f.file.replace('assets/', '')} ${kib(f.gzip9)}`).join(', ')}${p.rendered ? '' : ' [NOT server rendered]'}`,
    ),
    ...results.pages.map(
      (p) =>
        `${p.page}: Chromium loaded JS ${kib(p.jsTransfer)} as served (${kib(p.jsGzip9)} gzip -9), ${p.jsFiles.length} files, ${p.consoleErrors.length} console errors`,
    ),
    ...results.lighthouse.map(
      (l) =>
        `${l.page}: perf ${l.performance} (runs ${l.runs.join(', ')}) a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo} | FCP ${l.metrics.fcpMs.toFixed(0)} LCP ${l.metrics.lcpMs.toFixed(0)} TBT ${l.metrics.tbtMs.toFixed(0)} CLS ${l.metrics.cls.toFixed(3)} SI ${l.metrics.speedIndexMs.toFixed(0)} | benchmark index ${l.benchmarkIndex} | ${l.failing.join('; ')}`,
    ),
    ...results.lighthouseApplied.map(
      (l) =>
        `${l.page} (applied throttling): FCP ${l.fcpMs.toFixed(0)} LCP ${l.lcpMs.toFixed(0)} (runs ${l.runs.map((r) => r.toFixed(0)).join(', ')}) code ${l.codeMs.toFixed(0)} hydrated ${l.hydratedMs.toFixed(0)} ms TBT ${l.tbtMs.toFixed(0)} (runs ${l.tbtRuns.map((r) => r.toFixed(0)).join(', ')}) | scripts-free FCP ${l.scriptsFree?.fcpMs.toFixed(0) ?? '?'} LCP ${l.scriptsFree?.lcpMs.toFixed(0) ?? '?'} (runs ${l.scriptsFree?.runs.map((r) => r.toFixed(0)).join(', ') ?? '?'}) | LCP ratio ${l.lcpRatio?.toFixed(3) ?? '?'}`,
    ),
  ];
}

/**
 * BENCH_ONLY=web: everything stopped, the site's figures and targets printed, docs/performance.md
 * left as it is; the exit code is the site targets'.
 */
export async function finishWebOnly(results: BenchResults): Promise<number> {
  await cleanup.run();
  timings.total = secondsSinceStart();
  const lines = [
    ...siteLines(results),
    ...problems.map((problem) => `problem: ${problem}`),
    `phases: ${Object.entries(timings)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`)
      .join(', ')}`,
  ];
  const checks = checkWebTargets(results);
  const failed = checks.filter((check) => check.pass !== true);
  process.stdout.write(`${lines.join('\n')}\n\n${targetTable(checks)}\n`);
  process.stdout.write(
    failed.length
      ? `\n\x1b[31m✖ ${failed.length} of ${checks.length} site target(s) not met\x1b[0m (BENCH_ONLY=web: docs/performance.md left as it is)\n`
      : `\n\x1b[32m✔ every site target met\x1b[0m (BENCH_ONLY=web: docs/performance.md left as it is)\n`,
  );
  return failed.length ? 1 : 0;
}
