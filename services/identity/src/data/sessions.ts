import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity } from './entities.ts';

/** Session ids are random, URL-safe and 43 characters long. */
export const SID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export async function createSession(em: EntityManager, userId: string, ttlMinutes: number): Promise<{ sid: string; expire: Date }> {
  const sid = randomBytes(32).toString('base64url');
  const expire = new Date(Date.now() + ttlMinutes * 60_000);
  em.create(SessionEntity, { sid, sess: { userId }, expire, revokedAt: null });
  await em.flush();
  // Sessions a day past their expiry serve no check any more.
  await em.nativeDelete(SessionEntity, { expire: { $lt: new Date(Date.now() - 86_400_000) } });
  return { sid, expire };
}

export interface LiveSession {
  userId: string;
  /** The user's role now, not the one written in the token at login. */
  isAdmin: boolean;
}

/**
 * The session if it is live: the row exists, is not revoked, has not expired, has been used within
 * `idleMinutes`, and its user still exists (and is `userId` when given). Read with the user's
 * current role, so removing or demoting an administrator takes effect at their next request. An
 * idle session is deleted on the spot; a live one has its last-seen moved, at most once a minute so
 * that most checks stay a single read.
 */
export async function liveSession(em: EntityManager, sid: string, idleMinutes: number, userId?: string): Promise<LiveSession | null> {
  if (!SID_PATTERN.test(sid)) return null;
  const [row] = await em.execute<{ user_id: string; is_admin: boolean; idle: boolean; stale: boolean }[]>(
    `select u.id::text as user_id, u.is_admin,
            s.last_seen_at < now() - ?::interval as idle,
            s.last_seen_at < now() - interval '1 minute' as stale
       from "identity"."sessions" s
       join "identity"."users" u on u.id::text = s.sess->>'userId'
      where s.sid = ? and s.revoked_at is null and s.expire > now()`,
    [`${idleMinutes} minutes`, sid],
    'all',
  );
  if (!row || (userId !== undefined && row.user_id !== userId)) return null;
  if (row.idle) {
    await em.nativeDelete(SessionEntity, { sid });
    return null;
  }
  if (row.stale) {
    await em.execute(`update "identity"."sessions" set last_seen_at = now() where sid = ? and last_seen_at < now() - interval '1 minute'`, [
      sid,
    ]);
  }
  return { userId: row.user_id, isAdmin: row.is_admin };
}

export async function revokeSession(em: EntityManager, sid: string): Promise<void> {
  if (!SID_PATTERN.test(sid)) return;
  await em.nativeUpdate(SessionEntity, { sid, revokedAt: null }, { revokedAt: new Date() });
}

/** Ends every live session of a user except `keepSid` (null ends them all); returns how many. */
export async function revokeUserSessions(em: EntityManager, userId: string, keepSid: string | null): Promise<number> {
  return em.nativeUpdate(
    SessionEntity,
    { sess: { userId }, revokedAt: null, expire: { $gt: new Date() }, ...(keepSid ? { sid: { $ne: keepSid } } : {}) },
    { revokedAt: new Date() },
  );
}
