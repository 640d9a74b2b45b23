import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';

/**
 * Public reads carry an ETag and `no-cache`: a browser revalidates every time (cheap, a 304), so an
 * admin save is visible at the next read.
 */
export async function etag(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.method !== 'GET' || ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'public, no-cache');
  const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
  ctx.set('ETag', `W/"${createHash('sha1').update(json).digest('base64url')}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

/**
 * For public reads that every page asks for and that change only with an administrator's save:
 * browsers still revalidate each time (max-age=0, the ETag makes it a 304), while a shared cache
 * in front (the gateway) may answer from memory for `seconds` without asking the service.
 */
export function shareableFor(seconds: number) {
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    if (ctx.method === 'GET' && ctx.status === 200) ctx.set('Cache-Control', `public, max-age=0, s-maxage=${seconds}`);
  };
}
