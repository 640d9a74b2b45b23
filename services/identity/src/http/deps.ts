import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionVerifier } from '@nbp/kit/auth';
import type { IdentityConfig } from '../config.ts';
import type { SigningKey } from '../auth/signing-key.ts';
import type { LoginThrottle } from '../data/login-throttle.ts';

/** What identity's routers share: the request's entity manager, the settings, the key and the checks. */
export interface IdentityDeps {
  em: () => EntityManager;
  config: IdentityConfig;
  key: SigningKey;
  verifier: SessionVerifier;
  throttle: LoginThrottle;
}
