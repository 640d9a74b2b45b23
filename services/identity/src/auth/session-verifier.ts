import type { MikroORM } from '@mikro-orm/postgresql';
import { verifyToken, type SessionVerifier } from '@nbp/kit/auth';
import { liveSession } from '../data/sessions.ts';
import type { SigningKey } from './signing-key.ts';

/**
 * identity's own check of a token: its public key and its own sessions table, where the other
 * services ask over HTTP (remoteSessionVerifier).
 */
export function localSessionVerifier(key: SigningKey, orm: MikroORM, idleMinutes: number): SessionVerifier {
  return {
    async verify(token) {
      const claims = await verifyToken(token, key.publicKey);
      if (!claims) return null;
      const session = await liveSession(orm.em.fork(), claims.sid, idleMinutes, claims.sub);
      return session ? { ...claims, isAdmin: session.isAdmin } : null;
    },
  };
}
