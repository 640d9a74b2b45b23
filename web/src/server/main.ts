/**
 * The web renderer (docs/server-rendering.md#the-renderer): answers a public page's address with the
 * page's whole HTML, rendered from the public API the way a browser reads it. It sits behind nginx,
 * which sends it the pages' addresses only, keeps its answers a few seconds, and serves the built
 * files itself. Built into one file by `vite build --ssr` (dist-server/main.js).
 */
import { z } from 'zod';
import { loadConfig } from '@nbp/kit/config';
import { createLogger, redactedPath } from '@nbp/kit/logger';
import { runMain, serveHandler, type DrainState } from '@nbp/kit/server';
import { DOT_SEGMENT, errorBody } from '@nbp/kit/errors';
import { setApiOrigin } from '../lib/api-client.ts';
import { isRenderedAt } from '../app/routes.ts';
import { renderPage } from './render.tsx';
import { pageHtml, readTemplate } from './html.ts';

const rendererEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The gateway, as the renderer reaches it: the pages' data is read from the public API there. */
  API_URL: z.url().default('http://127.0.0.1:8080'),
  /** The built site (index.html and the build's list of each screen's files). */
  WEB_DIST: z.string().default(new URL('../dist', import.meta.url).pathname),
  /** The site's address as visitors know it: canonical and Open Graph URLs are made from it. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** How long one call to the API may take before the page is given up on (the browser then renders it). */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});

runMain('renderer', async () => {
  const config = loadConfig(rendererEnv);
  const logger = createLogger('renderer', config.LOG_LEVEL);
  const template = readTemplate(config.WEB_DIST);
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  setApiOrigin(config.API_URL);
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => plainFetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(config.API_TIMEOUT_MS) });
  const drain: DrainState = { draining: false };
  // The name a launcher gave this process: it knows it reached its own process, not another on the port.
  const instance = process.env.INSTANCE_ID;

  await serveHandler(
    (req, res) => {
      if (instance) res.setHeader('x-instance-id', instance);
      const url = req.url ?? '/';
      const pathname = url.split('?')[0] ?? '/';
      if (pathname === '/healthz' || pathname === '/readyz') {
        const ready = pathname === '/healthz' || !drain.draining;
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ready ? 'ok' : 'draining' }));
        return;
      }
      // A path with '.' or '..' segments names no page: refused as the gateway and the services refuse it.
      if (DOT_SEGMENT.test(pathname)) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(errorBody(400, 'path_invalid')));
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'method_not_allowed', message: 'Metodo non consentito.' }));
        return;
      }
      // Only public pages come here (nginx sends nothing else); anything else gets the shell, as before.
      const rendered = isRenderedAt(pathname)
        ? renderPage(url).then((page) => {
            // A query the page read while rendering that its screen's `load` does not name: drawn without its data.
            if (page.unread.length)
              logger.warn(
                { path: redactedPath(pathname), unread: page.unread.map((query) => query.queryHash) },
                'page rendered with reads its loader missed',
              );
            return { status: page.status, body: pageHtml(template, url, page, origin) };
          })
        : Promise.resolve({ status: 200, body: template.html });
      rendered.then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (err: unknown) => {
          logger.error({ err, path: redactedPath(pathname) }, 'render failed');
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Errore interno.');
        },
      );
    },
    { port: config.PORT, host: config.HOST, logger, drain },
  );
});
