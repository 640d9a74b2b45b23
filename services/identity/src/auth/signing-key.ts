import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type SessionClaims } from '@nbp/contracts/http/identity';
import { ConfigError } from '@nbp/kit/config';
import type { Logger } from '@nbp/kit/logger';

/** The ES256 key identity signs session tokens with, and its public half as published in the JWKS. */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
  publicJwk: JWK & { kid: string; alg: 'ES256'; use: 'sig' };
}

/**
 * Reads JWT_PRIVATE_KEY (PKCS8 PEM, P-256). Without one, development and tests get a key made now:
 * its tokens die with the process, and every replica would hold a different key.
 */
export async function loadSigningKey(pem: string | undefined, nodeEnv: string, logger: Logger): Promise<SigningKey> {
  let privateKey: KeyObject;
  if (pem) {
    try {
      privateKey = createPrivateKey({ key: pem, format: 'pem' });
    } catch (err) {
      throw new ConfigError([`JWT_PRIVATE_KEY is not a readable PEM private key (${(err as Error).message})`]);
    }
    if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new ConfigError(['JWT_PRIVATE_KEY must be an ES256 key (EC, curve P-256)']);
    }
  } else {
    if (nodeEnv === 'production') throw new ConfigError(['JWT_PRIVATE_KEY is required in production (PKCS8 PEM of an ES256 key)']);
    logger.warn('JWT_PRIVATE_KEY not set: using a key generated at start; sessions end when the service restarts');
    privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  }
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  // The thumbprint names the key the same on every replica that shares it.
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, kid, publicJwk: { ...jwk, kid, alg: 'ES256', use: 'sig' } };
}

/** A session token: who, which session, and until when (the session's own expiry). */
export function signSessionToken(key: SigningKey, claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, email: claims.email, firstName: claims.firstName ?? null, isAdmin: claims.isAdmin })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key.privateKey);
}
