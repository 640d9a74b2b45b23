import type http from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { connectionFailed, keepAliveAgent, retryable, type Balancer, type Target } from '@nbp/kit/balancer';
import { errorBody } from '@nbp/kit/errors';
import { redactedPath } from '@nbp/kit/logger';
import { serviceFor, type ServiceName } from './routes.ts';
import { forwardBufferedBody, hasBody } from './security.ts';
import type { SharedCache } from './shared-cache.ts';

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

/** The 503 of a service that cannot be reached (no replica answered, or its name does not resolve). */
function unavailable(res: http.ServerResponse | Socket): void {
  if ('headersSent' in res && !res.headersSent) {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(errorBody(503, 'unavailable')));
  } else {
    res.destroy();
  }
}

/** The requests being proxied, each with how far its proxying got. */
type Attempts = WeakMap<http.IncomingMessage, ProxyAttempt>;

/** The next replica of the path's service; on a retry, another than the one that failed. */
function replicaChooser(attempts: Attempts, balancers: Record<ServiceName, Balancer>) {
  return async (req: Request): Promise<string> => {
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
  };
}

/**
 * After a proxying error: the replica marked failed when its connection failed, and the request sent
 * once more (`resend`) to another replica when docs/replicas.md#the-retry-rule allows it: the
 * connection was refused or reset before any byte of the answer, whatever the method, the body in
 * hand (bodyLimit). False when it may not be sent again (the error is then logged).
 */
function retriedElsewhere(
  attempts: Attempts,
  logger: Logger,
  failure: { err: Error; req: http.IncomingMessage; res: http.ServerResponse | Socket },
  resend: (req: Request, res: Response) => void,
): boolean {
  const { err, req, res } = failure;
  const request = req as Request;
  const attempt = attempts.get(req);
  const target = attempt?.target;
  if (attempt && target && connectionFailed(err, attempt)) attempt.balancer.failed(target.address);
  const replayable = !hasBody(req) || (req as Request & { bufferedBody?: Buffer }).bufferedBody !== undefined;
  if (
    !attempt ||
    !target ||
    attempt.retried ||
    !retryable(err, attempt) ||
    !replayable ||
    !('headersSent' in res) ||
    res.headersSent ||
    res.destroyed ||
    req.socket.destroyed
  ) {
    logger.warn({ err: err.message, path: redactedPath(request.originalUrl), address: target?.address }, 'upstream failed');
    return false;
  }
  attempt.retried = true;
  attempt.avoid = target.address;
  logger.info(
    { err: err.message, path: redactedPath(request.originalUrl), address: target.address },
    'upstream connection failed, sending the request once more',
  );
  resend(request, res as Response);
  return true;
}

/**
 * The proxy to the services: each request to the next replica of its path's service, over kept-alive
 * connections, sent once more to another replica when the connection failed before any answer
 * (docs/replicas.md#the-retry-rule); answers the shared cache may keep are handed to it.
 */
export function serviceProxy(options: {
  balancers: Record<ServiceName, Balancer>;
  cache: SharedCache;
  logger: Logger;
  proxyTimeoutMs: number;
}): (req: Request, res: Response, next: NextFunction) => void {
  const { balancers, cache, logger } = options;
  const attempts: Attempts = new WeakMap();

  /** What the proxy calls instead of Express's next once it took the request: an error there is a 503 too. */
  const proxied = (req: Request, res: Response, next: NextFunction) => (err?: unknown) => {
    if (err === undefined) return next();
    logger.warn({ err: (err as Error).message, path: redactedPath(req.originalUrl) }, 'upstream failed');
    unavailable(res);
  };
  const resend = (req: Request, res: Response) =>
    void proxy(
      req,
      res,
      proxied(req, res, () => unavailable(res)),
    );

  const proxy = createProxyMiddleware<Request, Response>({
    pathFilter: (pathname) => serviceFor(pathname) !== undefined,
    router: replicaChooser(attempts, balancers),
    // The Host stays the one the visitor's request named (changeOrigin off), as without replicas.
    agent: keepAliveAgent,
    // X-Forwarded-* are written by forwardedHeaders() in app.ts: the proxy's own xfwd keeps a
    // client's X-Forwarded-For when there is one.
    proxyTimeout: options.proxyTimeoutMs,
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
        if (!retriedElsewhere(attempts, logger, { err, req, res }, resend)) unavailable(res);
      },
    },
  });
  return (req, res, next) => proxy(req, res, proxied(req, res, next));
}
