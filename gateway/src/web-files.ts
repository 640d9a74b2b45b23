import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Response } from 'express';
import type { Logger } from 'pino';
import { redactedPath } from '@nbp/kit/logger';
import type { GatewayConfig } from './config.ts';

/**
 * The site when the gateway serves it itself (SERVE_WEB, without nginx): the built assets, robots.txt
 * and the sitemap with the public URL written in, and every page from the renderer, or the shell
 * when the page is drawn in the browser or the renderer cannot make it.
 */
export function serveWeb(app: express.Express, config: GatewayConfig, logger: Logger): void {
  if (!config.SERVE_WEB || !existsSync(path.join(config.WEB_DIST, 'index.html'))) return;
  app.use('/assets', express.static(path.join(config.WEB_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // Absolute URLs in robots.txt and the sitemap: the configured public URL (as nginx does), never
  // the request's Host, which a client chooses and a cache in between could keep.
  const siteOrigin = config.PUBLIC_URL.replace(/\/+$/, '');
  for (const [file, type] of [
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
  ] as const) {
    const template = path.join(config.WEB_DIST, file);
    if (!existsSync(template)) continue;
    const text = readFileSync(template, 'utf8').replaceAll('__SITE_ORIGIN__', siteOrigin);
    app.get(`/${file}`, (_req, res) => {
      res.type(type).set('Cache-Control', 'public, max-age=3600');
      res.send(text);
    });
  }
  app.use(express.static(config.WEB_DIST, { index: false, maxAge: 0 }));
  const shell = (res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(config.WEB_DIST, 'index.html'));
  };
  const renderer = config.RENDERER_URL?.replace(/\/+$/, '');
  app.get(/.*/, (req, res) => {
    // The back office, the sign-in and a customer's private page (in both languages) are drawn in the browser.
    if (!renderer || /^\/(admin|login|richiesta|en\/request)(\/|$)/.test(req.path)) return shell(res);
    fetch(`${renderer}${req.originalUrl}`, { signal: AbortSignal.timeout(10_000) })
      .then(async (answer) => {
        // A page the renderer could not make (an API call failed) is drawn in the browser instead.
        if (answer.status >= 500) return shell(res);
        res.status(answer.status).type('html').setHeader('Cache-Control', 'no-cache');
        res.send(await answer.text());
      })
      .catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, path: redactedPath(req.path) }, 'renderer unreachable, sending the shell');
        shell(res);
      });
  });
}
