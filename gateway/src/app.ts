import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { SessionVerifier } from '@nbp/kit/auth';
import { Balancer, connectionFailed, keepAliveAgent, retryable, type LookupAll, type Target } from '@nbp/kit/balancer';
import { errorBody } from '@nbp/kit/errors';
import { redactedPath } from '@nbp/kit/logger';
import type { DrainState } from '@nbp/kit/server';
import { balancedRequest } from '@nbp/kit/upstream';
import type { GatewayConfig } from './config.ts';
import { serviceFor, serviceUrls, type ServiceName } from './routes.ts';
import { adminOnly } from './auth.ts';
import { bodyLimit, forwardBufferedBody, hasBody, refuseDotSegments, sameOriginOnly, setSecurityHeaders } from './security.ts';
import { dashboardHandler } from './dashboard.ts';
import { sharedCache } from './shared-cache.ts';
import { forwardedHeaders, gatewayTrustedHops } from './forwarded.ts';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** How far the proxying of one request got: which replica it went to, and whether it may go to another. */
interface ProxyAttempt {
  /** The balancer of the path's service. */
  balancer: Balancer;
  target?: Target;
  /** The replica a first attempt failed on: the retry goes elsewhere when it can. */
  avoid?: string;
  retried: boolean;
  responded: boolean;
  timedOut: boolean;
}

export interface GatewayDeps {
  logger: Logger;
  verifier: SessionVerifier;
  /** How the services' names resolve (default: the system's); tests hand in a table. */
  lookup?: LookupAll;
  /** Set by the server when it starts draining: /readyz fails from then on. */
  drain?: DrainState;
  /** How long a service may take to answer a proxied request (default 15 s). */
  proxyTimeoutMs?: number;
}

/**
 * The gateway: the shared cache's answers first, then the Express app (routing by path, the admin
 * check, the dashboard, and locally the SPA).
 */
export function createApp(config: GatewayConfig, deps: GatewayDeps): http.RequestListener {
  const { logger } = deps;
  const upstreams = serviceUrls(config);
  // Each request to the next replica of its service (docs/replicas.md), over kept-alive connections:
  // a new TCP connection per request costs more than the proxying itself.
  const balancers = Object.fromEntries(
    Object.entries(upstreams).map(([name, url]) => [
      name,
      new Balancer(url, { lookup: deps.lookup, refreshMs: config.BALANCE_REFRESH_MS }),
    ]),
  ) as Record<ServiceName, Balancer>;
  const attempts = new WeakMap<http.IncomingMessage, ProxyAttempt>();
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
          // No private link or feed token in a log line (docs/security-edge.md#no-token-in-a-log-line).
          path: redactedPath(pathname ?? ''),
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
    // A draining gateway is not ready from the first moment (docs/replicas.md#draining).
    if (deps.drain?.draining) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const checks = Object.fromEntries(
      await Promise.all(
        Object.entries(balancers).map(async ([name, balancer]) => {
          try {
            const answer = await balancedRequest(balancer, '/healthz', { timeoutMs: 2000 });
            return [name, answer.status === 200] as const;
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
  app.get('/api/admin/dashboard', dashboardHandler(balancers, logger));

  app.use('/api', cache.track);

  /** The 503 of a service that cannot be reached (no replica answered, or its name does not resolve). */
  const unavailable = (res: http.ServerResponse | Socket) => {
    if ('headersSent' in res && !res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(errorBody(503, 'unavailable')));
    } else {
      res.destroy();
    }
  };
  /** What the proxy calls instead of Express's next once it took the request: an error there is a 503 too. */
  const proxied = (req: Request, res: Response, next: NextFunction) => (err?: unknown) => {
    if (err === undefined) return next();
    logger.warn({ err: (err as Error).message, path: redactedPath(req.originalUrl) }, 'upstream failed');
    unavailable(res);
  };

  const proxy = createProxyMiddleware<Request, Response>({
    pathFilter: (pathname) => serviceFor(pathname) !== undefined,
    // The next replica of the path's service; on a retry, another than the one that failed.
    router: async (req) => {
      let attempt = attempts.get(req);
      if (!attempt) {
        attempt = {
          balancer: balancers[serviceFor(req.originalUrl.split('?')[0] ?? '')!],
          retried: false,
          responded: false,
          timedOut: false,
        };
        attempts.set(req, attempt);
      }
      attempt.responded = false;
      attempt.timedOut = false;
      attempt.target = await attempt.balancer.pick(attempt.avoid);
      return attempt.target.origin;
    },
    // The Host stays the one the visitor's request named (changeOrigin off), as without replicas.
    agent: keepAliveAgent,
    // X-Forwarded-* are written by forwardedHeaders() above: the proxy's own xfwd keeps a
    // client's X-Forwarded-For when there is one.
    proxyTimeout: deps.proxyTimeoutMs ?? 15_000,
    on: {
      proxyReq: (proxyReq, req) => {
        forwardBufferedBody(proxyReq, req);
        const attempt = attempts.get(req);
        // The proxy destroys a request that timed out, which reads as a reset: remember it was a timeout.
        if (attempt) proxyReq.once('timeout', () => (attempt.timedOut = true));
      },
      proxyRes: (proxyRes, req, res) => {
        const attempt = attempts.get(req);
        if (attempt) attempt.responded = true;
        cache.store(req, res, proxyRes);
      },
      error: (err, req, res) => {
        const request = req as Request;
        const attempt = attempts.get(req);
        const target = attempt?.target;
        if (attempt && target && connectionFailed(err, attempt)) attempt.balancer.failed(target.address);
        // docs/replicas.md#the-retry-rule: once, to another replica, when the connection was refused or
        // reset before any byte of the answer, whatever the method; the body is in hand (bodyLimit).
        const replayable = !hasBody(req) || (req as Request & { bufferedBody?: Buffer }).bufferedBody !== undefined;
        if (
          attempt &&
          target &&
          !attempt.retried &&
          retryable(err, attempt) &&
          replayable &&
          'headersSent' in res &&
          !res.headersSent &&
          !res.destroyed &&
          !req.socket.destroyed
        ) {
          attempt.retried = true;
          attempt.avoid = target.address;
          logger.info(
            { err: err.message, path: redactedPath(request.originalUrl), address: target.address },
            'upstream connection failed, sending the request once more',
          );
          void proxy(
            request,
            res as Response,
            proxied(request, res as Response, () => unavailable(res)),
          );
          return;
        }
        logger.warn({ err: err.message, path: redactedPath(request.originalUrl), address: target?.address }, 'upstream failed');
        unavailable(res);
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => proxy(req, res, proxied(req, res, next)));

  app.use('/api', (_req, res) => {
    res.status(404).json(errorBody(404, 'not_found'));
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
    app.use(express.static(config.WEB_DIST, { index: false, maxAge: 0 }));
    const shell = (res: Response) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(config.WEB_DIST, 'index.html'));
    };
    const renderer = config.RENDERER_URL?.replace(/\/+$/, '');
    app.get(/.*/, (req, res) => {
      // The back office, the sign-in and a customer's private page are drawn in the browser.
      if (!renderer || /^\/(admin|login|richiesta)(\/|$)/.test(req.path)) return shell(res);
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

  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (err.status && err.status < 500) {
      res.status(err.status).json(errorBody(err.status, 'invalid_input', 'bad_request'));
      return;
    }
    logger.error({ err: err.message }, 'gateway error');
    res.status(500).json(errorBody(500, 'internal'));
  });
  return (req, res) => {
    if (refuseDotSegments(req, res, () => stamp(req, res))) return;
    if (!cache.answer(req, res, () => stamp(req, res))) app(req, res);
  };
}
