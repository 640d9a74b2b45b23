import Router from '@koa/router';
import type { Context } from 'koa';
import { loginInput } from '@nbp/contracts/http/identity';
import { tokenFrom } from '@nbp/kit/auth';
import { HttpError, parse } from '@nbp/kit/errors';
import type { RouteDeps } from '../deps.ts';
import { logIn, revokeSessionOf } from '../use-cases/sessions.ts';
import { clearSessionCookie, cookieSecure, setSessionCookie } from './session-cookie.ts';

/** The form posts `username`; a JSON caller may say `email`. */
function loginBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  return record.username === undefined && record.email !== undefined ? { ...record, username: record.email } : record;
}

/**
 * True when the request shows it comes from the site's own pages. Browsers name the requesting
 * site in Sec-Fetch-Site (and in Origin on a POST); 'none' is a navigation the user started (typed
 * address, bookmark), which no other site can cause. A request that names nothing is not trusted:
 * an old browser following another site's link to /api/logout sends exactly that.
 */
function fromTheSiteItself(ctx: Context): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site) return site === 'same-origin' || (site === 'none' && ctx.method === 'GET');
  const origin = ctx.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === ctx.host;
  } catch {
    return false;
  }
}

/** Login with e-mail and password, the hosted-platform login (not configured here) and logout. */
export function loginRouter(deps: RouteDeps): Router {
  const { config, key } = deps;
  const router = new Router({ prefix: '/api' });

  const endSession = async (ctx: Context) => {
    // The cookie is SameSite=Lax, so another site's link (a top-level GET) still carries it: a
    // stranger could sign the administrator out at will. Only the site's own pages may end it.
    if (tokenFrom(ctx) && !fromTheSiteItself(ctx)) throw new HttpError(403, 'cross_site', { kind: 'cross_site' });
    await revokeSessionOf(deps.em(), key, tokenFrom(ctx));
    clearSessionCookie(ctx, cookieSecure(ctx, config.COOKIE_SECURE));
    ctx.set('Cache-Control', 'no-store');
  };

  router.post('/login/local', async (ctx) => {
    const input = parse(loginInput, loginBody(ctx.request.body));
    const result = await logIn(deps.em(), deps, {
      username: input.username,
      password: input.password,
      ip: ctx.ip || 'unknown',
      currentToken: tokenFrom(ctx),
    });
    if (result === 'throttled') {
      ctx.set('Retry-After', String(config.LOGIN_WINDOW_MINUTES * 60));
      throw new HttpError(429, 'login_rate_limited', { kind: 'too_many_logins' });
    }
    ctx.set('Cache-Control', 'no-store');
    setSessionCookie(ctx, result.token, config.SESSION_TTL_MINUTES * 60, cookieSecure(ctx, config.COOKIE_SECURE));
    ctx.body = { ok: true, redirect: '/admin' };
  });

  // The original host's provider login; none is configured here, so it leads to the local form.
  router.get('/login', (ctx) => {
    ctx.redirect('/login');
  });

  router.get('/logout', async (ctx) => {
    await endSession(ctx);
    ctx.redirect('/');
  });

  router.post('/logout', async (ctx) => {
    await endSession(ctx);
    ctx.body = { ok: true };
  });

  return router;
}
