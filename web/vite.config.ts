import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';

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
const COMPILED = '\0nbp-messages:';

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
      if (!importer || !/\/messages\/[a-z]{2}\.json$/.test(source)) return null;
      const file = path.resolve(path.dirname(importer), source);
      // Named as a script, not as .json: the built-in JSON plugin would take it otherwise.
      return file.startsWith(MESSAGES_DIR) ? `${COMPILED}${file}.js` : null;
    },
    load(id) {
      if (!id.startsWith(COMPILED)) return null;
      const file = id.slice(COMPILED.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parseMessage(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * boat.html: the shell for a boat page (/boat/:id), index.html plus what that page needs first named
 * up front: its code (preloaded with the entry, instead of asked for once the entry has run) and its
 * boat, whose id the server writes in place of __BOAT_ID__ (nginx, or the gateway locally).
 * boat-en.html: the same for the English page (/en/boat/:id): the boat asked in English
 * (`?lang=en`, the very URL the page reads, so the preload is used), the English words' chunk
 * beside the code, and <html lang="en"> (docs/languages.md#boat-page).
 */
function boatShell(): Plugin {
  return {
    name: 'nbp:boat-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const chunkOf = (source: string) =>
        Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(source));
      const page = chunkOf('/src/app/routes/boat.tsx');
      // Without it nginx would answer every boat page with the plain shell: say so, do not build.
      if (index?.type !== 'asset' || page?.type !== 'chunk')
        return this.error('boat.html: no index.html or no chunk for src/app/routes/boat.tsx');
      // Its compiled form (precompiledMessages) in a build.
      const english = chunkOf('/src/i18n/messages/en.json.js') ?? chunkOf('/src/i18n/messages/en.json');
      if (english?.type !== 'chunk') return this.error('boat-en.html: no chunk for src/i18n/messages/en.json');
      const html = String(index.source);
      const preloads = (files: string[]) =>
        [...new Set(files)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const boat = (query: string) => `<link rel="preload" as="fetch" href="/api/boats/__BOAT_ID__${query}" crossorigin="use-credentials">`;
      const code = [page.fileName, ...page.imports];
      this.emitFile({
        type: 'asset',
        fileName: 'boat.html',
        source: html.replace('</head>', `${preloads(code).join('')}${boat('')}</head>`),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'boat-en.html',
        source: html
          .replace(/<html lang="it">/, '<html lang="en">')
          .replace('</head>', `${preloads([...code, english.fileName, ...english.imports]).join('')}${boat('?lang=en')}</head>`),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryCss(), boatShell(), precompiledMessages()],
  resolve: {
    alias: [
      // Every `import ... from 'zod'` (ours and the contracts') gets zod set up for the CSP, see src/lib/zod.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // The built site's catalogues arrive parsed (precompiledMessages): no ICU parser in its code.
      ...(command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
}));
