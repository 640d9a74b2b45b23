import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionVerifier } from '@nbp/kit/auth';
import type { Infrastructure } from '@nbp/kit/runtime';
import type { IdentityConfig } from './config.ts';
import type { SigningKey } from './auth/signing-key.ts';
import type { LoginThrottle } from './data/login-throttle.ts';

/** What identity's app is built from: the shared infrastructure, the settings and the signing key. */
export interface Deps {
  infra: Infrastructure;
  config: IdentityConfig;
  key: SigningKey;
}

/** What the app derives from those for its routers: the request's entity manager and the checks. */
export interface RouteDeps {
  em: () => EntityManager;
  config: IdentityConfig;
  key: SigningKey;
  verifier: SessionVerifier;
  throttle: LoginThrottle;
}
