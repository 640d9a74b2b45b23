import { cleanup, get, log, phase, problems, resultLine, settings } from './context.ts';
import type { CpuGroup } from './cpu.ts';
import { runLighthouse } from './lighthouse.ts';
import { measure, measureInterleaved, type LoadSpec } from './load.ts';
import { PAGE_HEADERS, type PublicPage } from './pages.ts';
import type { BenchResults } from './results.ts';
import { startPageProxy } from './scripts-free.ts';
import type { BuiltWeb, Started, StackSettings } from './setup.ts';
import { LIMITS } from './targets.ts';
import { launchChromium } from '../lib/chromium.ts';
import { weighPage } from './page-weight.ts';
import { initialJs } from './web.ts';

/** Connections asking the renderer itself (uncached renders), see below. */
const RENDER_CONNECTIONS = 2;

type Route = 'nginx' | 'renderer';

/** Only the boat pages nginx answers with the renderer's page, not the shell it falls back on; the others noted as skipped. */
async function renderedBoatPages(pages: PublicPage[], nginxUrl: string, pageLoads: BenchResults['pageLoads']): Promise<PublicPage[]> {
  const measured: PublicPage[] = [];
  for (const p of pages.filter((page) => page.boat)) {
    const answer = await get(`${nginxUrl}${p.path}`, PAGE_HEADERS).catch((err: Error) => ({ status: 0, text: err.message }));
    if (answer.status === 200 && !answer.text.includes('<!--app-->')) measured.push(p);
    else {
      const skipped = `not measured: ${p.path} answered ${answer.status}${answer.status === 200 ? ' with the shell, not a rendered page' : ''}`;
      problems.push(`${p.page}: ${skipped}`);
      for (const route of ['nginx', 'renderer'] as const)
        pageLoads.push({ page: p.page, path: p.path, route, mode: route === 'nginx' ? 'rate' : 'max', skipped });
    }
  }
  return measured;
}

/** The boat pages' server rendering: through nginx at the target's rate, then asked of the renderer itself. */
export async function measureServerRendering(
  pages: PublicPage[],
  started: Started,
  options: StackSettings,
  groups: CpuGroup[],
): Promise<BenchResults['pageLoads']> {
  const pageLoads: BenchResults['pageLoads'] = [];
  log(`server rendering: the boat pages through nginx at ${LIMITS.ssr.rate} req/s, then asked of the renderer itself`);
  const measured = await renderedBoatPages(pages, started.nginx.url, pageLoads);
  const { ports } = options;
  const spec = (p: PublicPage, route: Route): LoadSpec => ({
    label: `${p.page} ${route}`,
    baseUrl: route === 'nginx' ? started.nginx.url : started.renderer.url,
    paths: [p.path],
    // A render keeps the renderer's one thread busy for tens of milliseconds: more than two
    // connections asking it at once only queue (and a 1-second slice could end before any answer).
    connections: route === 'nginx' ? settings.connections : RENDER_CONNECTIONS,
    durationS: route === 'nginx' ? settings.rateDurationS : 2 * settings.durationS,
    warmupS: settings.warmupS,
    rate: route === 'nginx' ? LIMITS.ssr.rate : undefined,
    watchPorts: route === 'nginx' ? { renderer: started.rendererPort, gateway: ports.gateway } : { gateway: ports.gateway },
    headers: PAGE_HEADERS,
  });
  const record = (route: Route, results: Awaited<ReturnType<typeof measureInterleaved>>) =>
    results.forEach((result, index) => {
      const p = measured[index]!;
      if (result.failures) problems.push(`${result.label}: ${result.failures} failed requests`);
      pageLoads.push({
        page: p.page,
        path: p.path,
        route,
        mode: route === 'nginx' ? 'rate' : 'max',
        rate: route === 'nginx' ? LIMITS.ssr.rate : undefined,
        connections: spec(p, route).connections,
        result,
      });
      log(resultLine(result));
    });
  if (measured.length) {
    // The renderer warms first (JIT, its connections to the gateway), then nginx's page cache.
    for (const p of measured) await measure({ ...spec(p, 'renderer'), label: 'warm-up', durationS: 2, warmupS: 0 }, []);
    record(
      'nginx',
      await measureInterleaved(
        measured.map((p) => spec(p, 'nginx')),
        groups,
        3,
      ),
    );
    record(
      'renderer',
      await measureInterleaved(
        measured.map((p) => spec(p, 'renderer')),
        groups,
        Math.max(1, Math.round(settings.durationS / 2)),
      ),
    );
  }
  return pageLoads;
}

/** Each public page's initial JavaScript (its HTML through nginx), then each loaded in Chromium. */
export async function weighPages(pages: PublicPage[], nginxUrl: string, web: BuiltWeb, results: BenchResults): Promise<void> {
  log('initial JavaScript of each public page (its HTML through nginx), then each loaded in Chromium');
  const { webRoot: outDir, mapsDir, manifest, adminFiles } = web;
  for (const p of pages) {
    try {
      results.initialJs.push(await initialJs(nginxUrl, p.page, p.path, { outDir, mapsDir, manifest, adminFiles }));
    } catch (err) {
      problems.push(`initial JavaScript, ${p.page}: ${(err as Error).message}`);
    }
  }
  try {
    const browser = await launchChromium();
    try {
      for (const p of pages) results.pages.push(await weighPage(browser, p.page, `${nginxUrl}${p.path}`, adminFiles));
    } finally {
      await browser.close();
    }
  } catch (err) {
    problems.push(`page weight: ${(err as Error).message}`);
  }
  phase('page weight');
}

/** Lighthouse on each public page, and each on the applied slow phone beside its scripts-free copy. */
export async function lighthousePages(pages: PublicPage[], nginxUrl: string, results: BenchResults): Promise<void> {
  log('Lighthouse on Home and a boat page, in Italian and in English; each also without its scripts on the applied slow phone');
  try {
    // Both through a proxy of the same kind: the real page as nginx answers it, and its scripts-free copy.
    const real = await startPageProxy(nginxUrl, false);
    cleanup.add('page proxy', () => real.close());
    const scriptsFree = await startPageProxy(nginxUrl, true);
    cleanup.add('scripts-free proxy', () => scriptsFree.close());
    const lighthouse = await runLighthouse(
      pages.map((p) => ({ page: p.page, url: `${real.url}${p.path}`, scriptsFreeUrl: `${scriptsFree.url}${p.path}` })),
      (child) => {
        cleanup.process({ name: 'chromium', child, url: '' });
      },
    );
    results.lighthouse = lighthouse.scores;
    results.lighthouseApplied = lighthouse.applied;
  } catch (err) {
    problems.push(`Lighthouse: ${(err as Error).message}`);
  }
  phase('Lighthouse');
}
