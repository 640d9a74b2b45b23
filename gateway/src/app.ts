import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { MESSAGES } from '@nbp/contracts/messages';
import type { SessionVerifier } from '@nbp/kit/auth';
import type { GatewayConfig } from './config.ts';
import { serviceFor, serviceUrls } from './routes.ts';
import { adminOnly } from './auth.ts';
import { bodyLimit, forwardBufferedBody, refuseDotSegments, sameOriginOnly, setSecurityHeaders } from './security.ts';
import { dashboardHandler } from './dashboard.ts';
import { sharedCache } from './shared-cache.ts';
import { forwardedHeaders, gatewayTrustedHops } from './forwarded.ts';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The gateway: the shared cache's answers first, then the Express app (routing by path, the admin
 * check, the dashboard, and locally the SPA).
 */
export function createApp(config: GatewayConfig, deps: { logger: Logger; verifier: SessionVerifier }): http.RequestListener {
  const { logger } = deps;
  const upstreams = serviceUrls(config);
  // Keep-alive to the services: a new TCP connection per request costs more than the proxying itself.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 30_000 });
  const cache = sharedCache((pathname) => serviceFor(pathname));
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies of ours in front of the gateway (none when it is the edge) are believed about
  // the client's address, host and protocol.
  app.set('trust proxy', gatewayTrustedHops(config.TRUSTED_PROXY_HOPS));

  /** What every answer gets, from Express or from the shared cache: a request id, the log line, the security headers. */
  const stamp = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    const started = performance.now();
    const pathname = (req.url ?? '').split('?')[0];
    res.on('finish', () => {
      if (pathname === '/healthz') return;
      logger.info(
        {
          requestId: id,
          method: req.method,
          path: pathname,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    setSecurityHeaders(res);
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    stamp(req, res);
    next();
  });

  // The name a launcher gave this process (INSTANCE_ID), so it knows it reached its own process.
  const instance = process.env.INSTANCE_ID;
  app.get(['/healthz', '/readyz'], (_req, res, next) => {
    if (instance) res.setHeader('x-instance-id', instance);
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = Object.fromEntries(
      await Promise.all(
        Object.entries(upstreams).map(async ([name, url]) => {
          try {
            const response = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(2000) });
            return [name, response.ok] as const;
          } catch {
            return [name, false] as const;
          }
        }),
      ),
    );
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });

  app.use('/api', forwardedHeaders(), bodyLimit(config.BODY_LIMIT_BYTES), sameOriginOnly(config.ALLOWED_ORIGINS));
  app.use('/api/admin', adminOnly(deps.verifier));
  app.get('/api/admin/dashboard', dashboardHandler(upstreams, logger));

  app.use('/api', cache.track);

  const proxy = createProxyMiddleware<Request, Response>({
    pathFilter: (pathname) => serviceFor(pathname) !== undefined,
    router: (req) => upstreams[serviceFor(req.originalUrl.split('?')[0] ?? '')!],
    agent,
    // X-Forwarded-* are written by forwardedHeaders() above: the proxy's own xfwd keeps a
    // client's X-Forwarded-For when there is one.
    proxyTimeout: 15_000,
    on: {
      proxyReq: (proxyReq, req) => forwardBufferedBody(proxyReq, req),
      proxyRes: (proxyRes, req, res) => cache.store(req, res, proxyRes),
      error: (err, req, res) => {
        logger.warn({ err: err.message, path: (req as Request).originalUrl }, 'upstream failed');
        if ('headersSent' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ error: 'unavailable', message: 'Servizio momentaneamente non disponibile. Riprova tra poco.' }));
        } else {
          res.destroy();
        }
      },
    },
  });
  app.use(proxy);

  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not_found', message: MESSAGES.notFound });
  });

  if (config.SERVE_WEB && existsSync(path.join(config.WEB_DIST, 'index.html'))) {
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
    // A boat page's own shell, with the boat's id written in (as nginx does); never at its own address.
    const boatShell = path.join(config.WEB_DIST, 'boat.html');
    if (existsSync(boatShell)) {
      const text = readFileSync(boatShell, 'utf8');
      app.get(/^\/boat\/([1-9]\d{0,8})\/?$/, (req, res) => {
        res.type('html').set('Cache-Control', 'no-cache');
        res.send(text.replaceAll('__BOAT_ID__', String(req.params[0])));
      });
    }
    app.get('/boat.html', (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
    app.use(express.static(config.WEB_DIST, { index: false, maxAge: 0 }));
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(config.WEB_DIST, 'index.html'));
    });
  }

  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (err.status && err.status < 500) {
      res.status(err.status).json({ error: 'bad_request', message: MESSAGES.invalidBody });
      return;
    }
    logger.error({ err: err.message }, 'gateway error');
    res.status(500).json({ error: 'internal', message: MESSAGES.serverError });
  });
  return (req, res) => {
    if (refuseDotSegments(req, res, () => stamp(req, res))) return;
    if (!cache.answer(req, res, () => stamp(req, res))) app(req, res);
  };
}
