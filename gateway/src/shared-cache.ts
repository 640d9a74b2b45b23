import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** The response headers a cached answer is served with (the rest are the gateway's own). */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'last-modified', 'content-language'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Entries, not bytes: the public reads are a handful of small JSON answers. */
const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 512 * 1024;

/** The full path: `req.path` is relative to where a middleware is mounted. */
const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? '';

interface Entry {
  service: string;
  etag: string;
  headers: [string, string][];
  body: Buffer;
  stored: number;
  expires: number;
}

/** If-None-Match against an ETag, the weak comparison (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** How long a shared cache may serve an answer without asking again (RFC 9111 s-maxage), or 0. */
export function sharedLifetimeMs(proxyRes: IncomingMessage): number {
  if (proxyRes.statusCode !== 200 || proxyRes.headers['set-cookie'] || !proxyRes.headers.etag) return 0;
  const vary = proxyRes.headers.vary;
  if (vary && vary.split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding')) return 0;
  const directives = (proxyRes.headers['cache-control'] ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)([\s,=]|$)/.test(directives)) return 0;
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(directives);
  return sMaxAge ? Number(sMaxAge[1]) * 1000 : 0;
}

/**
 * A shared cache in front of the services for the answers they mark shareable with `s-maxage`
 * (the catalogue's public reads: the fleet, a boat, the extras, a second each). Every visitor's
 * page asks for them, and answering from memory spares the proxying, the service and the
 * database. Keyed by the whole URL; a conditional request gets its 304 from here; a request that
 * asks for a fresh answer (`Cache-Control: no-cache`, a hard reload) goes to the service. Any
 * write that passes through the gateway to a service empties the cache of that service's answers,
 * so an administrator's change shows at once on this replica, and within the lifetime on others.
 */
export function sharedCache(serviceOf: (pathname: string) => string | undefined) {
  const entries = new Map<string, Entry>();
  // Bumped by every write: an answer read before a write finished is not kept after it.
  const generations = new Map<string, number>();
  const generation = (service: string) => generations.get(service) ?? 0;

  const forget = (service: string) => {
    generations.set(service, generation(service) + 1);
    for (const [key, entry] of entries) if (entry.service === service) entries.delete(key);
  };

  /**
   * Answers a GET or HEAD from a fresh entry, before Express is involved at all (the cheapest
   * path the gateway has); `stamp` gives the answer the request id and headers every answer
   * carries. False when the request is not one to answer from here.
   */
  function answer(req: IncomingMessage, res: ServerResponse, stamp: () => void): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/api/') || req.url.startsWith('/api/admin')) return false;
    const entry = entries.get(req.url);
    if (!entry) return false;
    const now = Date.now();
    if (entry.expires <= now) {
      entries.delete(req.url);
      return false;
    }
    if (/no-cache|max-age=0/i.test(req.headers['cache-control'] ?? '')) return false;
    stamp();
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Age', String(Math.floor((now - entry.stored) / 1000)));
    if (matches(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('content-type');
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', entry.body.length);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /** Express middleware for what `answer` let through: a write forgets, a read notes the generation. */
  function track(req: Request, res: Response, next: NextFunction): void {
    const service = serviceOf(pathOf(req));
    if (service && UNSAFE.has(req.method)) res.once('finish', () => forget(service));
    else if (service && req.method === 'GET') res.locals.cacheGeneration = generation(service);
    next();
  }

  /** Called by the proxy with each service answer to a GET: keeps the shareable ones. */
  function store(req: Request, res: Response, proxyRes: IncomingMessage): void {
    if (req.method !== 'GET') return;
    const lifetime = sharedLifetimeMs(proxyRes);
    if (lifetime <= 0) return;
    const service = serviceOf(pathOf(req));
    if (!service || res.locals.cacheGeneration !== generation(service)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    proxyRes.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    proxyRes.once('end', () => {
      if (size > MAX_BODY_BYTES || !proxyRes.complete || res.locals.cacheGeneration !== generation(service)) return;
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = proxyRes.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      });
      const now = Date.now();
      const entry = { service, etag: proxyRes.headers.etag!, headers, body: Buffer.concat(chunks), stored: now, expires: now + lifetime };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(req.originalUrl, entry);
    });
  }

  return { answer, track, store };
}

export type SharedCache = ReturnType<typeof sharedCache>;
