/**
 * What a visitor downloads: the production build of web/ (built by the bench into a directory of
 * its own, with Vite's manifest and source maps kept apart), then each public page as a browser
 * first meets it: the server-rendered HTML fetched through nginx, the scripts and module preloads
 * it names and their static imports (initialJs); and the same pages loaded cold in Chromium, every
 * JavaScript and CSS response recorded (weighPage, in page-weight.ts). The manifest says which chunks only the admin
 * needs, the source maps which modules each file holds: no admin code may reach a public page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ROOT } from '../lib/stack.ts';

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
 * its manifest and hidden source maps (no sourceMappingURL comment: every served file is the one
 * production serves). The maps are moved out of the web root into mapsDir, keeping their paths.
 */
export function buildWeb(outDir: string, mapsDir: string): number {
  const seconds = vite(['--manifest', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir']);
  const assets = path.join(outDir, 'assets');
  mkdirSync(path.join(mapsDir, 'assets'), { recursive: true });
  for (const name of existsSync(assets) ? readdirSync(assets) : [])
    if (name.endsWith('.map')) renameSync(path.join(assets, name), path.join(mapsDir, 'assets', name));
  return seconds;
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

/** One GET as a browser sends it (gzip accepted): the bytes on the wire and the body they carry. */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; wire: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip', ...headers }, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        try {
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, wire: raw.length, body });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 10 s`)));
    request.on('error', reject);
  });
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** What the HTML makes a browser fetch at once: module (and classic) scripts with src, module preloads, stylesheets. */
export function namedInHtml(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    const type = attribute(tag, 'type')?.toLowerCase();
    if (src && (type === undefined || type === 'module' || type === 'text/javascript')) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) scripts.push(href);
    else if (rel.includes('stylesheet')) stylesheets.push(href);
  }
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

/** A chunk's static imports (`import ... from "./x.js"`, `import "./x.js"`; not `import("./x.js")`), read from its text. */
function staticImportsInText(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)].map(
    (match) => match[1]!,
  );
}

export interface InitialJs {
  page: string;
  url: string;
  status: number;
  /** The HTML came from the renderer (the shell's placeholder is gone), not the static shell. */
  rendered: boolean;
  /** The HTML itself, gzip -9 and on the wire. */
  htmlGzip9: number;
  htmlWire: number;
  /** Scripts and module preloads the HTML names. */
  named: string[];
  /** Those and their static imports, each once: what the page loads before anything is asked for. */
  files: { file: string; gzip9: number; wire: number }[];
  jsGzip9: number;
  /** As nginx sent them (its gzip level). */
  jsWire: number;
  /** Stylesheets the HTML links (the entry's own is inlined by the build). */
  cssGzip9: number;
  /** Files among them that only the admin needs (manifest) or that are named admin. */
  adminFiles: string[];
  /** Modules of the back office (src/app/routes/admin.tsx, components/admin/, features/admin-*) in them, from the source maps. */
  adminModules: string[];
  /** Files whose modules are unknown: no source map and no manifest entry (a file without a map, the English words, is its manifest entry's source). */
  unmapped: string[];
  problems: string[];
}

/** Modules of one built file: its source map's sources, relative to web/ (or the manifest's source of its chunk). */
function modulesOf(file: string, outDir: string, mapsDir: string, chunk: ManifestChunk | undefined): string[] | undefined {
  const map = path.join(mapsDir, `${file}.map`);
  // The bundler's own helpers (rolldown's runtime), in a file of their own when several chunks share them: no module of the site.
  if (!existsSync(map) && /^assets\/rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
  if (!existsSync(map)) return chunk?.src ? [chunk.src] : undefined;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  return sources.map((source) =>
    path
      .relative(WEB, path.resolve(path.dirname(path.join(outDir, file)), source))
      .split(path.sep)
      .join('/'),
  );
}

/**
 * The initial JavaScript of one page: its HTML fetched through nginx as a browser fetches it, the
 * scripts and module preloads it names and, recursively, their static imports (from the manifest,
 * or read from the file when the manifest does not know it); each fetched through nginx and gzipped
 * at level 9 (independent of nginx's own gzip level, reported beside it).
 */
export async function initialJs(
  baseUrl: string,
  page: string,
  pathname: string,
  build: { outDir: string; mapsDir: string; manifest: Manifest | undefined; adminFiles: Set<string> },
): Promise<InitialJs> {
  const url = `${baseUrl}${pathname}`;
  const result: InitialJs = {
    page,
    url,
    status: 0,
    rendered: false,
    htmlGzip9: 0,
    htmlWire: 0,
    named: [],
    files: [],
    jsGzip9: 0,
    jsWire: 0,
    cssGzip9: 0,
    adminFiles: [],
    adminModules: [],
    unmapped: [],
    problems: [],
  };
  const accept = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const answer = await getRaw(url, accept);
  result.status = answer.status;
  const html = answer.body.toString('utf8');
  result.htmlWire = answer.wire;
  result.htmlGzip9 = gzipSync(answer.body, { level: 9 }).length;
  result.rendered = answer.status === 200 && !html.includes('<!--app-->');
  if (answer.status !== 200) result.problems.push(`${pathname} answered ${answer.status}`);
  const { scripts, stylesheets } = namedInHtml(html);
  result.named = scripts;
  const byFile = new Map(Object.values(build.manifest ?? {}).map((chunk) => [chunk.file, chunk]));
  const manifestKeyFile = (key: string) => build.manifest?.[key]?.file;
  const toFile = (href: string, from?: string) =>
    new URL(href, from ? `${baseUrl}/${from}` : `${baseUrl}${pathname}`).pathname.replace(/^\//, '');
  const queue = scripts.map((href) => toFile(href));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const asset = await getRaw(`${baseUrl}/${file}`, { accept: '*/*' });
    if (asset.status !== 200) {
      result.problems.push(`/${file} answered ${asset.status}`);
      continue;
    }
    const gzip9 = gzipSync(asset.body, { level: 9 }).length;
    result.files.push({ file, gzip9, wire: asset.wire });
    result.jsGzip9 += gzip9;
    result.jsWire += asset.wire;
    const chunk = byFile.get(file);
    const imports = chunk
      ? (chunk.imports ?? []).map(manifestKeyFile).filter((f): f is string => Boolean(f))
      : staticImportsInText(asset.body.toString('utf8')).map((specifier) => toFile(specifier, file));
    queue.push(...imports);
    if (build.adminFiles.has(file) || /admin/i.test(path.basename(file))) result.adminFiles.push(file);
    const modules = modulesOf(file, build.outDir, build.mapsDir, chunk);
    if (!modules) result.unmapped.push(file);
    for (const module of modules ?? [])
      if (module.startsWith('src/') && isAdminSource(module)) result.adminModules.push(`${module} (in ${file})`);
  }
  for (const href of stylesheets) {
    const sheet = await getRaw(new URL(href, url).href, { accept: 'text/css' });
    if (sheet.status === 200) result.cssGzip9 += gzipSync(sheet.body, { level: 9 }).length;
    else result.problems.push(`${href} answered ${sheet.status}`);
  }
  return result;
}
