import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
      const english = chunkOf('/src/i18n/messages/en.json');
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

export default defineConfig({
  plugins: [react(), inlineEntryCss(), boatShell()],
  resolve: {
    // Every `import ... from 'zod'` (ours and the contracts') gets zod set up for the CSP, see src/lib/zod.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
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
});
