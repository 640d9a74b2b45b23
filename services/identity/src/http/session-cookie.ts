import type { Context } from 'koa';
import { SESSION_COOKIE } from '@nbp/contracts/http/identity';

/**
 * Written by hand rather than with ctx.cookies: that library sends only Expires (no Max-Age) and
 * refuses a Secure cookie on a plain-HTTP hop behind a proxy that terminated HTTPS.
 */
function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  return [
    `${SESSION_COOKIE}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${expires}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Secure when the browser reached us over HTTPS (as the trusted proxy says) or when configured so. */
export function cookieSecure(ctx: Context, forced: boolean): boolean {
  return forced || ctx.secure;
}

export function setSessionCookie(ctx: Context, token: string, maxAgeSeconds: number, secure: boolean): void {
  ctx.append('Set-Cookie', cookie(token, maxAgeSeconds, secure));
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.append('Set-Cookie', cookie('', 0, secure));
}
