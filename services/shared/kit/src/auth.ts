import type { Context, Next } from 'koa';
import Router from '@koa/router';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey, type KeyObject, type CryptoKey } from 'jose';
import {
  SESSION_COOKIE,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  sessionClaims,
  sessionStatus,
  type SessionClaims,
} from '@nbp/contracts/http/identity';
import { HttpError } from './errors.ts';
import { upstream } from './upstream.ts';

/** Checks a session token: its signature, algorithm, issuer, audience, expiry, and that the session still exists. */
export interface SessionVerifier {
  verify(token: string): Promise<SessionClaims | null>;
}

export class AuthUnavailableError extends HttpError {
  constructor() {
    super(503, 'unavailable_identity');
  }
}

export async function verifyToken(token: string, key: JWTVerifyGetKey | KeyObject | CryptoKey): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
      algorithms: ['ES256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const claims = sessionClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'ERR_JWKS_TIMEOUT' || (code === 'ERR_JOSE_GENERIC' && /fetch/i.test((err as Error).message)))
      throw new AuthUnavailableError();
    return null;
  }
}

/**
 * The verifier every service other than identity uses: keys from identity's JWKS, and a call to
 * identity so a session ended by logout, a password change, idleness or the user's removal stops
 * working at once. Nothing is cached: the role identity answers replaces the token's, so a demoted
 * administrator loses the admin routes at the next request.
 */
export function remoteSessionVerifier(identityUrl: string): SessionVerifier {
  const jwks = createRemoteJWKSet(new URL('/internal/jwks', identityUrl), { timeoutDuration: 3000, cooldownDuration: 5000 });
  const identity = upstream({ baseUrl: identityUrl, down: 'unavailable_identity' });
  return {
    async verify(token) {
      const claims = await verifyToken(token, jwks);
      if (!claims) return null;
      const answer = await identity.get(`/internal/sessions/${encodeURIComponent(claims.sid)}`, sessionStatus).catch((err: unknown) => {
        throw err instanceof HttpError ? new AuthUnavailableError() : err;
      });
      if (answer.ok) return answer.body.userId === claims.sub ? { ...claims, isAdmin: answer.body.isAdmin } : null;
      if (answer.status === 404) return null;
      throw new AuthUnavailableError();
    },
  };
}

export function tokenFrom(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  if (header.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

/** Refuses anonymous callers with 401 and signed-in non-administrators with 403. */
export function requireAdmin(verifier: SessionVerifier) {
  return async (ctx: Context, next: Next) => {
    const token = tokenFrom(ctx);
    const claims = token ? await verifier.verify(token) : null;
    if (!claims) throw new HttpError(401, 'unauthenticated');
    if (!claims.isAdmin) throw new HttpError(403, 'forbidden');
    ctx.state.user = claims;
    await next();
  };
}

/** A router under `prefix` whose every route is for administrators only (requireAdmin). */
export function adminOnlyRouter(prefix: string, verifier: SessionVerifier): Router {
  const router = new Router({ prefix });
  router.use(requireAdmin(verifier));
  return router;
}

export function currentAdmin(ctx: Context): SessionClaims {
  return ctx.state.user as SessionClaims;
}
