/**
 * Each public page loaded cold in Chromium through nginx: every JavaScript and CSS response counted
 * until the network is idle, the admin chunks it asked for, its console errors.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  page: string;
  url: string;
  /** Bytes on the wire from nginx (its gzip), JS and CSS. */
  jsTransfer: number;
  cssTransfer: number;
  /** The same responses gzipped at level 9: independent of the server's gzip settings. */
  jsGzip9: number;
  cssGzip9: number;
  jsFiles: string[];
  adminRequested: string[];
  consoleErrors: string[];
}

export async function weighPage(browser: Browser, page: string, url: string, adminFiles: Set<string>): Promise<PageWeight> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: PageWeight = {
    page,
    url,
    jsTransfer: 0,
    cssTransfer: 0,
    jsGzip9: 0,
    cssGzip9: 0,
    jsFiles: [],
    adminRequested: [],
    consoleErrors: [],
  };
  tab.on('console', (message) => {
    if (message.type() === 'error') weight.consoleErrors.push(message.text());
  });
  tab.on('request', (request) => {
    const file = new URL(request.url()).pathname.replace(/^\//, '');
    if (adminFiles.has(file) || (/\.js$/.test(file) && /admin/i.test(file))) weight.adminRequested.push(file);
  });
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        const gz = gzipSync(body, { level: 9 }).length;
        if (type === 'script') {
          weight.jsTransfer += sizes.responseBodySize;
          weight.jsGzip9 += gz;
          weight.jsFiles.push(new URL(response.url()).pathname);
        } else {
          weight.cssTransfer += sizes.responseBodySize;
          weight.cssGzip9 += gz;
        }
      })(),
    );
  });
  // "networkidle" alone can fire while the entry script still runs, before the route's own chunk
  // is even asked for (a busy machine): the page counts as loaded once no request started or was
  // in flight for 1.5 s.
  let inFlight = 0;
  let lastActivity = performance.now();
  tab.on('request', () => {
    inFlight++;
    lastActivity = performance.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  tab.on('requestfinished', settled);
  tab.on('requestfailed', settled);
  try {
    await tab.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await tab
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    for (let i = 0; i < 100 && (inFlight > 0 || performance.now() - lastActivity < 1500); i++) await tab.waitForTimeout(200);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  weight.jsFiles.sort();
  return weight;
}
