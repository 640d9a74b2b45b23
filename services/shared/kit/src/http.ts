import { randomUUID } from 'node:crypto';
import Koa, { type Context, type Next } from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { redactedPath, type Logger } from './logger.ts';
import { errorMiddleware, notFound } from './errors.ts';
import { isDraining } from './server.ts';

export type ReadinessCheck = () => Promise<boolean>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Named checks for /readyz: the database and the broker. */
  readiness: Record<string, ReadinessCheck>;
  routers: Router[];
  /** Wraps each request, e.g. in its own MikroORM entity manager. */
  requestScope?: (next: () => Promise<void>) => Promise<void>;
  bodyLimit?: string;
  /** TRUSTED_PROXY_HOPS from the service's config: how many proxies of ours are in front (gateway = 1; nginx + gateway = 2). */
  trustedProxyHops: number;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** Request id from the gateway (or a new one), a child logger, and one JSON access log line. */
function requestLogging(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    ctx.state.logger = logger.child({ requestId });
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path !== '/healthz' && ctx.path !== '/readyz') {
        // No private link or feed token in a log line (docs/security-edge.md#no-token-in-a-log-line).
        ctx.state.logger.info(
          { method: ctx.method, path: redactedPath(ctx.path), status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10 },
          'request',
        );
      }
    }
  };
}

/** Health routes: /healthz says the process is alive, /readyz that its database and broker answer and it is not draining. */
export function healthRouter(readiness: Record<string, ReadinessCheck>): Router {
  const router = new Router();
  // The name a launcher gave this process (INSTANCE_ID): it knows it reached its own process, not
  // another one that took the port.
  const instance = process.env.INSTANCE_ID;
  const stamp = (ctx: Context) => {
    if (instance) ctx.set('x-instance-id', instance);
  };
  router.get('/healthz', (ctx) => {
    stamp(ctx);
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    stamp(ctx);
    // A draining replica is not ready from the first moment (docs/replicas.md#draining).
    if (isDraining(ctx.app)) {
      ctx.status = 503;
      ctx.body = { status: 'draining', checks: {} };
      return;
    }
    const entries = await Promise.all(
      Object.entries(readiness).map(async ([name, check]) => {
        try {
          return [name, await withTimeout(check(), 2000)] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const ready = entries.every(([, ok]) => ok);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not_ready', checks };
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]);
}

/** The Koa app of a service: logging, one error mapping, health, body parsing, routes, JSON 404. */
export function createServiceApp(options: ServiceAppOptions): Koa {
  // Behind the gateway (and nginx in production) the client address is in X-Forwarded-For. Only the
  // entries our own proxies wrote are trusted: the rightmost TRUSTED_PROXY_HOPS ones, the leftmost
  // of which is the visitor as the edge saw it; anything further left is what a client made up.
  const app = new Koa({ proxy: true, maxIpsCount: options.trustedProxyHops });
  app.silent = true;
  app.use(requestLogging(options.logger));
  app.use(errorMiddleware);
  const health = healthRouter(options.readiness);
  app.use(health.routes());
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: options.bodyLimit ?? '64kb',
      formLimit: options.bodyLimit ?? '64kb',
      jsonStrict: true,
    }),
  );
  if (options.requestScope) {
    const scope = options.requestScope;
    app.use((_ctx, next) => scope(() => next()));
  }
  for (const router of options.routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = notFound().body();
  });
  return app;
}
