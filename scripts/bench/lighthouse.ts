/**
 * Lighthouse (its default config: a mobile phone, simulated slow 4G and 4x CPU slowdown) on pages
 * served by nginx, with Debian's Chromium started here on a DevTools port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/chromium.ts';

export interface LighthouseScores {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's own measure of this machine's speed (a mid-range desktop scores ~1000-2000). */
  benchmarkIndex: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits of the four categories that scored below 0.9 (what to fix first). */
  failing: string[];
  /** Every run's performance score; the figures above are the median run's. */
  runs: number[];
}

/**
 * The same phone applied to the real page load (Lighthouse's `devtools` throttling: the network and
 * the CPU slowed in Chromium itself) instead of simulated from a load on the fast machine. The
 * simulation cannot tell what the browser asked for first: it counts every file that arrived
 * before the largest paint of the fast load as needed for it, the page's code included. Here the
 * browser's own order shows (the code asked for at low priority on a rendered page,
 * docs/server-rendering.md#priorities).
 */
export interface AppliedThrottling {
  page: string;
  url: string;
  fcpMs: number;
  lcpMs: number;
  /** When the last script arrived (from the page's request). */
  codeMs: number;
  /** When React had taken the page over (the `nbp:hydrated` mark, web/src/lib/hydration-mark.tsx). */
  hydratedMs: number;
  /** Lighthouse's Total Blocking Time of this load (long tasks between FCP and interactive), the median of the runs. */
  tbtMs: number;
  /** Every run's LCP; the figures are the run with the median LCP. */
  runs: number[];
  tbtRuns: number[];
  /**
   * The same page with every script and script preload removed from its HTML
   * (scripts/bench/scripts-free.ts), loaded right after the real one in each run: the limit.
   */
  scriptsFree?: { fcpMs: number; lcpMs: number; runs: number[] };
  /** The real page's median LCP over the scripts-free page's median LCP. */
  lcpRatio?: number;
}

/** A hint of why an audit failed: its display value, or the first lines it points at. */
function detailOf(audit: { displayValue?: string; details?: unknown }): string {
  const items = (audit.details as { items?: { message?: string; line?: string }[] } | undefined)?.items ?? [];
  const messages = items
    .filter((item) => item.message)
    .slice(0, 2)
    .map((item) => `${item.line ? `"${item.line}": ` : ''}${item.message}`);
  const parts = [audit.displayValue, ...messages].filter(Boolean);
  return parts.length ? ` [${parts.join('; ')}]` : '';
}

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(500) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/**
 * Runs per page (BENCH_LIGHTHOUSE_RUNS, default 5): one Lighthouse run varies by several points,
 * so the report gives the run with the median performance score, as Lighthouse's guidance on
 * variability recommends, and lists every run's score next to it.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
/**
 * Runs per page with applied throttling (BENCH_LIGHTHOUSE_APPLIED_RUNS, default 5; 0 skips them), each
 * the real page then its scripts-free copy, so both see the machine in the same state.
 */
const APPLIED_RUNS = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_APPLIED_RUNS ?? 5));

type AppliedRun = Pick<AppliedThrottling, 'page' | 'url' | 'fcpMs' | 'lcpMs' | 'codeMs' | 'hydratedMs' | 'tbtMs'>;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

async function appliedRun(lighthouse: Lighthouse, port: number, page: string, url: string): Promise<AppliedRun> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = runner.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  type Items<T> = { details?: { items?: T[] } } | undefined;
  const requests = (lhr.audits['network-requests'] as Items<{ resourceType?: string; networkEndTime?: number }>)?.details?.items ?? [];
  const marks = (lhr.audits['user-timings'] as Items<{ name: string; startTime: number }>)?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.networkEndTime ?? NaN);
  return {
    page,
    url,
    fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    codeMs: scripts.length ? Math.max(...scripts) : NaN,
    hydratedMs: marks.find((mark) => mark.name === 'nbp:hydrated')?.startTime ?? NaN,
    tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

async function lighthouseRun(
  lighthouse: Lighthouse,
  port: number,
  page: string,
  url: string,
  run: number,
): Promise<Omit<LighthouseScores, 'runs'>> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = runner.lhr;
  // BENCH_LHR_DIR: keep each run's full Lighthouse report to read the audits' details.
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${page.replace(/\W+/g, '-').toLowerCase()}-${run + 1}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category.id}: ${audit!.id} (${Math.round((audit!.score ?? 0) * 100)})${detailOf(audit!)}`),
  );
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    failing,
  };
}

export async function runLighthouse(
  pages: { page: string; url: string; scriptsFreeUrl?: string }[],
  register: (child: ChildProcess) => void,
): Promise<{ scores: LighthouseScores[]; applied: AppliedThrottling[] }> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nbp-bench-chrome-'));
  // Its own process group, so stopping it takes the renderer and GPU helpers with it.
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  register(child);
  try {
    await waitForDevTools(port, child);
    const results: LighthouseScores[] = [];
    for (const { page, url } of pages) {
      const runs: Omit<LighthouseScores, 'runs'>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(lighthouse, port, page, url, run));
      const ordered = [...runs].sort((x, y) => x.performance - y.performance);
      results.push({ ...ordered[Math.floor((ordered.length - 1) / 2)]!, runs: runs.map((r) => r.performance) });
    }
    const applied: AppliedThrottling[] = [];
    for (const { page, url, scriptsFreeUrl } of APPLIED_RUNS ? pages : []) {
      const runs: AppliedRun[] = [];
      const bare: AppliedRun[] = [];
      for (let run = 0; run < APPLIED_RUNS; run++) {
        runs.push(await appliedRun(lighthouse, port, page, url));
        if (scriptsFreeUrl) bare.push(await appliedRun(lighthouse, port, page, scriptsFreeUrl));
      }
      const ordered = [...runs].sort((x, y) => x.lcpMs - y.lcpMs);
      const scriptsFree = bare.length
        ? { fcpMs: median(bare.map((r) => r.fcpMs)), lcpMs: median(bare.map((r) => r.lcpMs)), runs: bare.map((r) => r.lcpMs) }
        : undefined;
      const lcpMs = median(runs.map((r) => r.lcpMs));
      applied.push({
        ...ordered[Math.floor((ordered.length - 1) / 2)]!,
        tbtMs: median(runs.map((r) => r.tbtMs)),
        runs: runs.map((r) => r.lcpMs),
        tbtRuns: runs.map((r) => r.tbtMs),
        scriptsFree,
        lcpRatio: scriptsFree ? lcpMs / scriptsFree.lcpMs : undefined,
      });
    }
    return { scores: results, applied };
  } finally {
    if (child.pid && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          resolve();
        }
      });
    }
    rmSync(profile, { recursive: true, force: true });
  }
}
