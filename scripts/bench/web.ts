/**
 * What a visitor downloads: the production build of web/ (built by the bench into a directory of
 * its own, with Vite's manifest), then Home and a boat page loaded cold in Chromium through nginx,
 * every JavaScript and CSS response recorded. The manifest says which chunks only the admin needs;
 * none of them may be requested by a public page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { ROOT } from '../lib/stack.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const WEB = path.join(ROOT, 'web');

/** `vite build <args>` in web/ (its vite.config.ts as it is), through Node without npx. */
export function vite(args: string[]): number {
  const started = performance.now();
  const pkg = createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json');
  execFileSync(process.execPath, [path.join(path.dirname(pkg), 'bin', 'vite.js'), 'build', ...args, '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

/**
 * The site's build (`vite build`, as `npm run build -w @nbp/web` makes web/dist) into outDir, with
 * its manifest. Not `npm run build`: it builds the renderer too, and extra arguments would reach
 * that second build only.
 */
export function buildWeb(outDir: string): number {
  return vite(['--manifest', '--outDir', outDir, '--emptyOutDir']);
}

export function readManifest(outDir: string): Manifest | undefined {
  const file = path.join(outDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const queue = [...keys];
  const visited = new Set<string>();
  while (queue.length && visited.size < 10_000) {
    const key = queue.shift()!;
    if (visited.has(key)) continue;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

const isAdminSource = (src: string) => /(^|\/)(admin[^/]*|features\/admin-[^/]+)(\/|\.tsx?$)/.test(src);

/**
 * Files only the admin needs: what the admin entries load, minus what the app entry and every
 * public route load. Without a manifest: file names that say admin.
 */
export function adminOnlyFiles(manifest: Manifest | undefined, outDir: string): Set<string> {
  if (!manifest) {
    const assets = path.join(outDir, 'assets');
    const names = existsSync(assets) ? readdirSync(assets) : [];
    return new Set(names.filter((name) => /admin/i.test(name)).map((name) => `assets/${name}`));
  }
  const entries = Object.entries(manifest);
  const adminKeys = entries.filter(([key, chunk]) => chunk.isDynamicEntry && isAdminSource(chunk.src ?? key)).map(([key]) => key);
  const publicKeys = entries
    .filter(([key, chunk]) => chunk.isEntry || (chunk.isDynamicEntry && !isAdminSource(chunk.src ?? key)))
    .map(([key]) => key);
  const publicFiles = staticClosure(manifest, publicKeys);
  return new Set([...staticClosure(manifest, adminKeys)].filter((file) => !publicFiles.has(file)));
}

/** What the manifest says a page needs before it renders: the entry, its static imports, the route's chunk. */
export function manifestBytes(manifest: Manifest, outDir: string, routeSource?: string): { js: number; css: number; files: string[] } {
  const keys = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || (routeSource !== undefined && (chunk.src ?? key) === routeSource))
    .map(([key]) => key);
  const files = [...staticClosure(manifest, keys)];
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else if (file.endsWith('.js')) js += size;
  }
  return { js, css, files };
}

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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
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
