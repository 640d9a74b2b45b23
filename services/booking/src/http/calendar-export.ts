import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '@nbp/kit/errors';
import type { Pii } from '../data/pii.ts';
import type { CalendarSettings } from '../deps.ts';
import { currentBoatFeed, exportByToken } from '../use-cases/calendar-export.ts';

/** `<boatId>.ics`, the id as the catalogue numbers boats. */
const FILE = /^([1-9]\d{0,9})\.ics$/;

/**
 * Whether the caller's copy is current (RFC 9110 conditional GET): If-None-Match, when sent, decides
 * alone (a list, weak tags allowed, or '*'); otherwise If-Modified-Since at or after Last-Modified.
 * Decided here rather than with Koa's `ctx.fresh`, which answers 200 to any request carrying
 * `Cache-Control: no-cache` — as some HTTP clients send with every conditional request.
 */
export function isCurrentCopy(ifNoneMatch: string, ifModifiedSince: string, etag: string, lastModified: Date): boolean {
  if (ifNoneMatch) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && lastModified.getTime() <= since;
  }
  return false;
}

/** The tag of the gzipped bytes: the plain bytes' tag with '-gz' before its closing quote. */
const gzipTag = (etag: string) => `${etag.slice(0, -1)}-gz"`;

/**
 * GET /api/calendars/boats/<boatId>.ics?token=… (docs/calendars.md#export-each-boats-feed): public,
 * the token is the credential. A missing, malformed, wrong or old token, or an unknown boat, is the
 * same 404; a current copy (ETag or Last-Modified) is a 304 with no body. A reader that accepts gzip
 * gets the bytes compressed once per change (docs/calendars.md#speed).
 */
export function calendarExportRouter(em: () => EntityManager, deps: { pii: Pii; calendars: CalendarSettings }): Router {
  const router = new Router({ prefix: '/api/calendars' });

  router.get('/boats/:file', async (ctx) => {
    const boatId = Number(FILE.exec(ctx.params.file ?? '')?.[1] ?? NaN);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const row = Number.isSafeInteger(boatId) && boatId <= 2_147_483_647 ? await exportByToken(em(), deps.pii, boatId, token) : null;
    if (!row) throw notFound('calendar_not_found');
    const file = await currentBoatFeed(em(), row, deps.calendars);
    // The gzipped bytes are another representation, so another tag; a copy of either is current.
    const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    const etag = gzip ? gzipTag(file.etag) : file.etag;
    ctx.status = 200;
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', file.lastModified.toUTCString());
    ctx.type = 'text/calendar; charset=utf-8';
    const ifNoneMatch = ctx.get('if-none-match');
    const ifModifiedSince = ctx.get('if-modified-since');
    if (
      isCurrentCopy(ifNoneMatch, ifModifiedSince, file.etag, file.lastModified) ||
      isCurrentCopy(ifNoneMatch, ifModifiedSince, gzipTag(file.etag), file.lastModified)
    ) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    if (gzip) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = file.gzipped;
    } else ctx.body = file.body;
  });

  return router;
}
