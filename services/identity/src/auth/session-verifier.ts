import type { MikroORM } from '@mikro-orm/postgresql';
import { verifyToken, type SessionVerifier } from '@nbp/kit/auth';
import { isSessionActive } from '../data/sessions.ts';
import type { SigningKey } from './signing-key.ts';

/**
 * identity's own check of a token: its public key and its own sessions table, where the other
 * services ask over HTTP (remoteSessionVerifier).
 */
export function localSessionVerifier(key: SigningKey, orm: MikroORM): SessionVerifier {
  return {
    async verify(token) {
      const claims = await verifyToken(token, key.publicKey);
      if (!claims) return null;
      return (await isSessionActive(orm.em.fork(), claims.sid, claims.sub)) ? claims : null;
    },
  };
}
