import type http from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { SessionVerifier } from '@nbp/kit/auth';
import { Balancer, type LookupAll } from '@nbp/kit/balancer';
import { errorBody } from '@nbp/kit/errors';
import type { DrainState } from '@nbp/kit/server';
import type { GatewayConfig } from './config.ts';
import { serviceFor, serviceUrls, type ServiceName } from './routes.ts';
import { adminOnly } from './auth.ts';
import { bodyLimit, refuseDotSegments, sameOriginOnly } from './security.ts';
import { dashboardHandler } from './dashboard.ts';
import { sharedCache } from './shared-cache.ts';
import { forwardedHeaders, gatewayTrustedHops } from './forwarded.ts';
import { requestStamper } from './request-log.ts';
import { healthRoutes } from './health.ts';
import { serviceProxy } from './proxy.ts';
import { serveWeb } from './web-files.ts';
import { FORM_POSTS, formPost } from './forms.ts';

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
  const cache = sharedCache((pathname) => serviceFor(pathname));
  const stamp = requestStamper(logger);
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies of ours in front of the gateway (none when it is the edge) are believed about
  // the client's address, host and protocol.
  app.set('trust proxy', gatewayTrustedHops(config.TRUSTED_PROXY_HOPS));
  app.use((req: Request, res: Response, next: NextFunction) => {
    stamp(req, res);
    next();
  });
  app.use(healthRoutes(balancers, deps.drain));

  app.use('/api', forwardedHeaders(), bodyLimit(config.BODY_LIMIT_BYTES), sameOriginOnly(config.ALLOWED_ORIGINS));
  // The public forms posted without JavaScript, after the same checks as any write (docs/public-pages.md#forms-without-javascript).
  app.post(FORM_POSTS.contact.path, formPost('contact', balancers, logger));
  app.post(FORM_POSTS.booking.path, formPost('booking', balancers, logger));
  app.use('/api/admin', adminOnly(deps.verifier));
  app.get('/api/admin/dashboard', dashboardHandler(balancers, logger));
  app.use('/api', cache.track);
  app.use(serviceProxy({ balancers, cache, logger, proxyTimeoutMs: deps.proxyTimeoutMs ?? 15_000 }));
  app.use('/api', (_req, res) => {
    res.status(404).json(errorBody(404, 'not_found'));
  });

  serveWeb(app, config, logger);

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
