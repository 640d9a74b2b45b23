import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyToken } from '@nbp/kit/auth';
import { HttpError } from '@nbp/kit/errors';
import { signSessionToken } from '../auth/signing-key.ts';
import { UserEntity } from '../data/entities.ts';
import { createSession, revokeSession } from '../data/sessions.ts';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords.ts';
import type { RouteDeps } from '../deps.ts';

/** Signing in with e-mail and password, and ending a session. */

type SessionDeps = Pick<RouteDeps, 'config' | 'key' | 'throttle'>;

/** Revokes the session a token names, if any; an invalid or expired token has nothing to end. */
export async function revokeSessionOf(em: EntityManager, key: RouteDeps['key'], token: string | undefined): Promise<void> {
  const claims = token ? await verifyToken(token, key.publicKey) : null;
  if (claims) await revokeSession(em, claims.sid);
}

/**
 * The signed session token for a right e-mail and password, 'throttled' while this account and
 * address have failed too often, and a 401 otherwise. A new login replaces the session the browser
 * had (`currentToken`), rather than leaving it alive beside.
 */
export async function logIn(
  em: EntityManager,
  deps: SessionDeps,
  request: { username: string; password: string; ip: string; currentToken: string | undefined },
): Promise<{ token: string } | 'throttled'> {
  const { config, key, throttle } = deps;
  const email = request.username.toLowerCase();
  const attempt = await throttle.begin(em, email, request.ip);
  if (!attempt) return 'throttled';
  const user = await em.findOne(UserEntity, { email, authProvider: 'local' });
  // An unknown e-mail still costs one verify, so the answer time does not tell whether it exists.
  const valid = await verifyPassword(user?.password, request.password);
  if (!user || !valid) throw new HttpError(401, 'credentials_invalid', { kind: 'invalid_credentials' });
  await attempt.succeeded();
  if (user.password && needsRehash(user.password)) {
    user.password = await hashPassword(request.password);
    await em.flush();
  }

  await revokeSessionOf(em, key, request.currentToken);
  const session = await createSession(em, user.id, config.SESSION_TTL_MINUTES);
  const token = await signSessionToken(
    key,
    { sub: user.id, sid: session.sid, email: user.email, firstName: user.firstName ?? null, isAdmin: user.isAdmin },
    session.expire,
  );
  return { token };
}
