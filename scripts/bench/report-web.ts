/** docs/performance.md's sections about the public site: its build's weight, Lighthouse, the applied slow phone. */
import type { BenchResults } from './results.ts';
import { f, table } from './report-tables.ts';

/** The initial JavaScript of each public page and what Chromium loaded. */
export function webBuildSection(results: BenchResults): string[] {
  if (!(results.pages.length || results.initialJs.length)) return [];
  const parts: string[] = [];
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
  return parts;
}

/** Lighthouse's scores, informational. */
export function lighthouseSection(results: BenchResults): string[] {
  if (!results.lighthouse.length) return [];
  const parts: string[] = [];
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
  return parts;
}

/** The real page against its scripts-free copy on the applied slow phone: the site's targets. */
export function appliedSection(results: BenchResults): string[] {
  if (!results.lighthouseApplied.length) return [];
  const parts: string[] = [];
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
  return parts;
}
