import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { defineConfig, type Alias, type Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { PAGE_NAMES, PAGES, shellPrefixes, type PageName } from './src/app/routes.ts';
import { sitemapXml } from './src/app/sitemap.ts';
import { LANGS } from './src/i18n/lang.ts';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The entry's stylesheet (only the fonts' @font-face rules) goes into index.html as a <style>: one
 * render-blocking request less before the first paint. The file stays in the build, as the manifest
 * lists it; the CSP's style-src allows inline styles.
 *
 * The fonts' latin files (what Italian text uses) are preloaded too: found only once the page lays
 * out text, they would arrive after it, and each one's swap lays the whole page out again.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'nbp:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const fonts = new Set<string>();
        const inlined = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          const css = String(asset.source);
          for (const [, font] of css.matchAll(/url\((\/assets\/[\w-]+-latin-\d+-normal-[\w-]+\.woff2)\)/g)) fonts.add(font!);
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        const preloads = [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`);
        return inlined.replace('</head>', `${preloads.join('')}</head>`);
      },
    },
  };
}

const MESSAGES_DIR = fileURLToPath(new URL('./src/i18n/messages/', import.meta.url));
/** The error texts of the catalogue of words (docs/languages.md#the-catalogue), read by the shared contracts. */
const ERROR_TEXTS_DIR = fileURLToPath(new URL('../services/shared/contracts/catalogue/errors/', import.meta.url));
const COMPILED = '\0nbp-messages:';
/** What makes an error text more than plain text (the same rule as `ICU_SYNTAX` in @nbp/contracts/errors). */
const ICU_SYNTAX = /[{}'#<]/;

/**
 * The catalogues (src/i18n/messages/*.json) reach the browser already parsed: each ICU message as
 * the syntax tree react-intl would build from it on first use, so the browser needs no ICU parser,
 * and the build leaves it out (`@formatjs/icu-messageformat-parser` resolves to the package's own
 * no-parser entry below). This is FormatJS's documented way to ship messages (docs/languages.md#the-site).
 * A message that is not valid ICU stops the build; `npm run lint` says which before that.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'nbp:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/\/(messages|errors)\/[a-z]{2}\.json$/.test(source)) return null;
      const file = path.resolve(path.dirname(importer), source);
      // Named as a script, not as .json: the built-in JSON plugin would take it otherwise.
      return file.startsWith(MESSAGES_DIR) || file.startsWith(ERROR_TEXTS_DIR) ? `${COMPILED}${file}.js` : null;
    },
    load(id) {
      if (!id.startsWith(COMPILED)) return null;
      const file = id.slice(COMPILED.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // An error text without ICU syntax stays text (errorText says it as it is): a smaller file.
      const plainStays = file.startsWith(ERROR_TEXTS_DIR);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, plainStays && !ICU_SYNTAX.test(text) ? text : parseMessage(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** The screens of the public pages, which the server renders (src/app/routes.ts). */
const PUBLIC_SCREENS = PAGE_NAMES.filter((page) => PAGES[page].rendered);
const screenModule = (page: PageName) => path.join(SRC, `app/routes/${page}.tsx`);

/** Where the build lists each screen's files for the server renderer (read by src/server/html.ts). */
export const PAGE_FILES = '.vite/page-files.json';
/** Where the build writes the first segments of the addresses nginx answers with the shell (web/Dockerfile reads it). */
export const SHELL_PAGES = '.vite/shell-pages';

/**
 * What the build derives from the page table (src/app/routes.ts), beside the site:
 * - the files each screen needs beyond the entry (its chunk and the chunks it imports), and those of
 *   the English words: the server names them in a page's HTML as module preloads, so the browser
 *   fetches them beside the entry instead of after it (docs/server-rendering.md#pages);
 * - the sitemap (src/app/sitemap.ts), served at the site's root (in development too);
 * - the shell's pages for nginx in its image (infra/nginx/16-shell-pages.envsh).
 */
function pageTableFiles(): Plugin {
  return {
    name: 'nbp:page-table-files',
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use('/sitemap.xml', (_req, res) => res.setHeader('content-type', 'application/xml').end(sitemapXml()));
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('page files: no index.html in the build');
      const html = String(index.source);
      const files = (source: RegExp) => {
        // A screen's module heads its own chunk, or sits in a group of them (firstLoadChunks).
        const chunk =
          chunks.find((file) => file.facadeModuleId !== null && source.test(file.facadeModuleId)) ??
          chunks.find((file) => file.moduleIds.some((id) => source.test(id)));
        if (!chunk) return this.error(`page files: no chunk for ${source}`);
        return [...new Set([chunk.fileName, ...chunk.imports])].filter((file) => !html.includes(`/${file}"`));
      };
      const pages: Record<string, string[]> = Object.fromEntries(
        PAGE_NAMES.map((page) => [page, files(new RegExp(`/src/app/routes/${page}\\.tsx$`))]),
      );
      // Each language's words: their compiled form (precompiledMessages), a file of their own.
      for (const lang of LANGS) pages[lang] = files(new RegExp(`/src/i18n/messages/${lang}\\.json(\\.js)?$`));
      this.emitFile({ type: 'asset', fileName: PAGE_FILES, source: JSON.stringify(pages) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() });
      this.emitFile({ type: 'asset', fileName: SHELL_PAGES, source: `${shellPrefixes().join('|')}\n` });
    },
  };
}

/** Every module `from` reaches through static imports (what loads with it, before any `import()`). */
function staticallyReached(from: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Fewer, larger files for a public page's first load (docs/server-rendering.md#files): over HTTP/1.1 a
 * browser opens six connections to the site, so every file beyond them waits a round trip. The
 * build would otherwise cut what the entry needs into six files (the parts it shares with lazily
 * loaded screens) and the boat page's code into six more. Here, everything the entry loads is one
 * file ('app'), and everything only the boat page adds is one file ('boat'), parts it shares with
 * the back office included (the back office loads it too, once). A part the boat page shares with
 * another public screen (the contact form's sending) stays a file of its own, so neither screen
 * carries the other's code.
 */
function firstLoadChunks(): CodeSplittingGroup {
  let app: Set<string> | undefined;
  let boat: Set<string> | undefined;
  let otherPublic: Set<string> | undefined;
  return {
    debugName: 'first-load',
    name(id, ctx) {
      app ??= staticallyReached(path.join(SRC, 'main.tsx'), ctx);
      if (app.has(id)) return 'app';
      boat ??= staticallyReached(screenModule('boat'), ctx);
      otherPublic ??= new Set(
        PUBLIC_SCREENS.filter((page) => page !== 'boat').flatMap((page) => [...staticallyReached(screenModule(page), ctx)]),
      );
      return boat.has(id) && !otherPublic.has(id) ? 'boat' : null;
    },
  };
}

/**
 * One copy of FormatJS's formatter in the site: react-intl's (intl-messageformat 12 and its parts).
 * The shared contracts format the error texts with intl-messageformat 10, which the services keep,
 * and react-intl's own dependency @formatjs/intl has a copy of its own: left alone the boat page
 * would carry the formatter three times, about 9 KiB gzipped.
 *
 * `built`: the built site's catalogues arrive parsed (precompiledMessages), so its formatter gets
 * the parser's no-parser entry: no ICU parser in its code.
 */
function oneFormatJs(built: boolean): Alias[] {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const parser = fromReactIntl.resolve(built ? '@formatjs/icu-messageformat-parser/no-parser.js' : '@formatjs/icu-messageformat-parser');
  return [
    { find: /^intl-messageformat$/, replacement: fromReactIntl.resolve('intl-messageformat') },
    { find: /^@formatjs\/fast-memoize$/, replacement: fromReactIntl.resolve('@formatjs/fast-memoize') },
    { find: /^@formatjs\/icu-messageformat-parser$/, replacement: parser },
  ];
}

/**
 * Two builds (`npm run build`): the site (dist/, served by nginx) and the server renderer
 * (`vite build --ssr src/server/main.ts`: dist-server/main.js, one file with everything it needs,
 * run by `node`; docs/server-rendering.md#the-renderer).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), inlineEntryCss(), ...(isSsrBuild ? [] : [pageTableFiles()]), precompiledMessages()],
  resolve: {
    alias: [
      // Every `import ... from 'zod'` (ours and the contracts') gets zod set up for the CSP, see src/lib/zod.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      ...oneFormatJs(command === 'build'),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist-server', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        // The entry is one file on purpose (firstLoadChunks), React and the router in it: over 500 kB
        // before compression.
        chunkSizeWarningLimit: 600,
        rolldownOptions: { output: { codeSplitting: { groups: [firstLoadChunks()] } } },
      },
  // The renderer's file holds its dependencies too: its image needs Node and nothing else. They are
  // built for production (React's development build renders several times slower).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
