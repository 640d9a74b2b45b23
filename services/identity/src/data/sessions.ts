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

/** Active: the row exists, is not revoked, has not expired (and belongs to `userId` when given). */
export async function isSessionActive(em: EntityManager, sid: string, userId?: string): Promise<boolean> {
  if (!SID_PATTERN.test(sid)) return false;
  const row = await em.findOne(SessionEntity, { sid, revokedAt: null, expire: { $gt: new Date() } });
  return Boolean(row && (userId === undefined || row.sess.userId === userId));
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
