import { PAGE_NAMES } from './pages.ts';
import type { BenchResults } from './results.ts';
import { Checks, LIMITS, ms, type TargetCheck } from './target-checks.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The boat pages' render through nginx at the target's rate. */
function renderingChecks(results: BenchResults, checks: Checks): void {
  for (const page of PAGE_NAMES.filter((name) => name.startsWith('Boat page'))) {
    const load = results.pageLoads.find((l) => l.page === page && l.route === 'nginx' && l.mode === 'rate');
    const name = `${page}: server rendered, p99 through nginx, ${LIMITS.ssr.rate} req/s${load ? ` (${load.path})` : ''}`;
    const limit = `≤ ${LIMITS.ssr.p99Ms} ms`;
    const result = load?.result;
    if (!result) checks.notMeasured(name, limit, load?.skipped ?? 'not measured');
    else
      checks.add({
        name,
        measured: `${ms(result.p99)} (p50 ${ms(result.p50)}) at ${result.rps.toFixed(0)} req/s${result.failures ? `, ${result.failures} failed` : ''}`,
        limit,
        pass: result.failures === 0 && result.rps >= LIMITS.ssr.rate * 0.9 && result.p99 <= LIMITS.ssr.p99Ms,
      });
  }
}

/** Each public page's initial JavaScript (a boat page's within its limit) and no admin code in it. */
function initialJsChecks(results: BenchResults, checks: Checks): void {
  for (const page of PAGE_NAMES) {
    const initial = results.initialJs.find((p) => p.page === page);
    const jsName = `${page}: initial JavaScript (its HTML through nginx: scripts, module preloads, their static imports), gzip -9`;
    const adminName = `${page}: no admin code in its initial JavaScript`;
    const boat = page.startsWith('Boat page');
    const jsLimit = boat ? `≤ ${LIMITS.initialJsKiB} KiB` : 'informational';
    if (!initial) {
      if (boat) checks.notMeasured(jsName, jsLimit);
      checks.notMeasured(adminName, 'none');
      continue;
    }
    const path = new URL(initial.url).pathname;
    const trouble = [...(initial.rendered ? [] : [`${path} was not server rendered`]), ...initial.problems];
    if (boat)
      checks.add({
        name: jsName,
        measured: `${kib(initial.jsGzip9)} (${path}: ${initial.files.length} files; as served ${kib(initial.jsWire)})${trouble.length ? `; ${trouble.join('; ')}` : ''}`,
        limit: jsLimit,
        pass: trouble.length === 0 && initial.files.length > 0 && initial.jsGzip9 <= LIMITS.initialJsKiB * 1024,
      });
    const browser = results.pages.find((p) => p.page === page);
    const found = [
      ...initial.adminFiles,
      ...initial.adminModules,
      ...(browser?.adminRequested ?? []).map((file) => `${file} (requested by Chromium)`),
    ];
    const unknown = initial.unmapped.length ? `; modules unknown: ${initial.unmapped.join(', ')}` : '';
    checks.add({
      name: adminName,
      measured: `${found.length ? found.join(', ') : 'none'} (modules of ${initial.files.length} files, from their source maps${browser ? `; Chromium requested ${browser.jsFiles.length} scripts` : ''})${unknown}`,
      limit: 'none',
      pass: trouble.length === 0 && initial.files.length > 0 && found.length === 0 && initial.unmapped.length === 0,
    });
  }
}

/** Each public page on the applied slow phone: its LCP against its scripts-free copy's, and its blocking time. */
function appliedChecks(results: BenchResults, checks: Checks): void {
  // Lighthouse's scores are in the report, informational: on a shared machine they measure the
  // neighbours as much as the page (docs/performance.md#the-site-against-its-limit).
  for (const page of PAGE_NAMES) {
    const applied = results.lighthouseApplied.find((a) => a.page === page);
    const ratioName = `${page}: LCP on the applied slow phone, as a ratio to the same page without its scripts (medians)`;
    const ratioLimit = `≤ ${LIMITS.lcpRatio.toFixed(2)}`;
    const tbtName = `${page}: Total Blocking Time on the applied slow phone (median)`;
    const tbtLimit = `≤ ${LIMITS.appliedTbtMs} ms`;
    if (!applied) {
      checks.notMeasured(ratioName, ratioLimit);
      checks.notMeasured(tbtName, tbtLimit);
      continue;
    }
    const realLcp = [...applied.runs].sort((x, y) => x - y)[Math.floor((applied.runs.length - 1) / 2)] ?? NaN;
    const ratio = applied.lcpRatio;
    if (ratio === undefined || !Number.isFinite(ratio) || !applied.scriptsFree) checks.notMeasured(ratioName, ratioLimit);
    else
      checks.add({
        name: ratioName,
        measured: `${ratio.toFixed(3)} (${realLcp.toFixed(0)} ms / ${applied.scriptsFree.lcpMs.toFixed(0)} ms; ${applied.runs.length} runs each)`,
        limit: ratioLimit,
        pass: ratio <= LIMITS.lcpRatio,
      });
    if (!Number.isFinite(applied.tbtMs)) checks.notMeasured(tbtName, tbtLimit);
    else
      checks.add({
        name: tbtName,
        measured: `${applied.tbtMs.toFixed(0)} ms (runs ${applied.tbtRuns.map((r) => r.toFixed(0)).join(', ')})`,
        limit: tbtLimit,
        pass: applied.tbtMs <= LIMITS.appliedTbtMs,
      });
  }
}

/** The site's targets: the boat pages' rendering through nginx, their initial JavaScript, each public page's LCP ratio and blocking time. */
export function checkWebTargets(results: BenchResults): TargetCheck[] {
  const checks = new Checks();
  renderingChecks(results, checks);
  initialJsChecks(results, checks);
  appliedChecks(results, checks);
  return checks.list;
}
