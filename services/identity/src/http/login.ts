import Router from '@koa/router';
import type { Context } from 'koa';
import { loginInput } from '@nbp/contracts/http/identity';
import { MESSAGES } from '@nbp/contracts/messages';
import { tokenFrom, verifyToken } from '@nbp/kit/auth';
import { HttpError, parse } from '@nbp/kit/errors';
import { signSessionToken } from '../auth/signing-key.ts';
import { UserEntity } from '../data/entities.ts';
import { createSession, revokeSession } from '../data/sessions.ts';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords.ts';
import type { RouteDeps } from '../deps.ts';
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
  const { config, key, throttle } = deps;
  const router = new Router({ prefix: '/api' });

  /** Revokes the session the request carries, if any; an invalid or expired token has nothing to end. */
  const revokeCurrent = async (ctx: Context) => {
    const token = tokenFrom(ctx);
    const claims = token ? await verifyToken(token, key.publicKey) : null;
    if (claims) await revokeSession(deps.em(), claims.sid);
  };
  const endSession = async (ctx: Context) => {
    // The cookie is SameSite=Lax, so another site's link (a top-level GET) still carries it: a
    // stranger could sign the administrator out at will. Only the site's own pages may end it.
    if (tokenFrom(ctx) && !fromTheSiteItself(ctx)) throw new HttpError(403, MESSAGES.crossSite, 'cross_site');
    await revokeCurrent(ctx);
    clearSessionCookie(ctx, cookieSecure(ctx, config.COOKIE_SECURE));
    ctx.set('Cache-Control', 'no-store');
  };

  router.post('/login/local', async (ctx) => {
    const input = parse(loginInput, loginBody(ctx.request.body));
    const email = input.username.toLowerCase();
    const em = deps.em();
    const attempt = await throttle.begin(em, email, ctx.ip || 'unknown');
    if (!attempt) {
      ctx.set('Retry-After', String(config.LOGIN_WINDOW_MINUTES * 60));
      throw new HttpError(429, MESSAGES.tooManyLogins, 'too_many_logins');
    }
    const user = await em.findOne(UserEntity, { email, authProvider: 'local' });
    // An unknown e-mail still costs one verify, so the answer time does not tell whether it exists.
    const valid = await verifyPassword(user?.password, input.password);
    if (!user || !valid) throw new HttpError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
    await attempt.succeeded();
    if (user.password && needsRehash(user.password)) {
      user.password = await hashPassword(input.password);
      await em.flush();
    }

    // A new login replaces the session this browser had, rather than leaving it alive beside.
    await revokeCurrent(ctx);
    ctx.set('Cache-Control', 'no-store');
    const session = await createSession(em, user.id, config.SESSION_TTL_MINUTES);
    const token = await signSessionToken(
      key,
      { sub: user.id, sid: session.sid, email: user.email, firstName: user.firstName ?? null, isAdmin: user.isAdmin },
      session.expire,
    );
    setSessionCookie(ctx, token, config.SESSION_TTL_MINUTES * 60, cookieSecure(ctx, config.COOKIE_SECURE));
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
