import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { DOT_SEGMENT, errorBody } from '@nbp/kit/errors';

/** Headers every answer carries; the CSP allows only the site itself. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing calls must come from the site itself: a browser names the requesting site in
 * Sec-Fetch-Site and Origin; a cross-site one is refused (the session cookie is SameSite=Lax too).
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    // Express's req.host believes X-Forwarded-Host only from a proxy of ours (trust proxy).
    const host = req.host;
    let crossSite = site === 'cross-site';
    if (origin && origin !== 'null') {
      try {
        const parsed = new URL(origin);
        crossSite = parsed.host !== host && !allowedOrigins.includes(origin);
      } catch {
        crossSite = true;
      }
    } else if (origin === 'null') {
      crossSite = true;
    }
    if (crossSite) {
      res.status(403).json(errorBody(403, 'cross_site', 'cross_site'));
      return;
    }
    next();
  };
}

/** How much of a refused chunked body is still read (as a multiple of the limit) before the connection is cut. */
const DRAIN_FACTOR = 16;

/**
 * Bodies over the limit are refused before they reach a service. Any other body is read here whole
 * and handed on with its length (see `forwardBufferedBody`): a body sent without a length (chunked)
 * streamed on would let the service refuse it mid-way and close the connection under the proxy,
 * and a body kept in hand can be sent again to another replica when the first one's connection
 * is refused (docs/replicas.md#the-retry-rule).
 */
export function bodyLimit(limit: number) {
  return (req: Request & { bufferedBody?: Buffer }, res: Response, next: NextFunction): void => {
    const tooLarge = () => res.status(413).json(errorBody(413, 'payload_too_large'));
    const declared = req.get('content-length');
    if (declared !== undefined && Number(declared) > limit) {
      tooLarge();
      return;
    }
    if (!hasBody(req)) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        // The rest is read and dropped, so the client can finish sending and read the 413 (closing
        // under a client still writing makes it fail with EPIPE instead); past a bound it is cut off.
        if (size > DRAIN_FACTOR * limit) req.destroy();
        return;
      }
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      req.bufferedBody = Buffer.concat(chunks);
      next();
    });
    req.on('error', () => {
      if (!res.headersSent) res.status(400).json(errorBody(400, 'invalid_input'));
    });
  };
}

/** Whether a request carries a body: a length above zero, or a chunked one. */
export function hasBody(req: import('node:http').IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  if (declared !== undefined) return Number(declared) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** Writes a body `bodyLimit` already read, with its length, to the request going to the service. */
export function forwardBufferedBody(proxyReq: import('node:http').ClientRequest, req: Request & { bufferedBody?: Buffer }): void {
  if (!req.bufferedBody) return;
  proxyReq.removeHeader('transfer-encoding');
  proxyReq.setHeader('content-length', req.bufferedBody.length);
  proxyReq.write(req.bufferedBody);
}

/**
 * Refuses a path with '.' or '..' segments (400). Browsers resolve them before sending, so only a
 * hand-made request has them; the routing and admin checks read the path as sent, and a service
 * resolving it differently could be reached under a prefix it does not belong to. Answers before
 * the shared cache and Express, after `stamp` (request id, log line, security headers); true when it answered.
 */
export function refuseDotSegments(req: IncomingMessage, res: ServerResponse, stamp: () => void): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  if (!DOT_SEGMENT.test(pathname)) return false;
  stamp();
  res.statusCode = 400;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(errorBody(400, 'path_invalid')));
  return true;
}
