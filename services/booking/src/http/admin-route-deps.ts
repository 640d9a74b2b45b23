import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionVerifier } from '@nbp/kit/auth';

/** What every admin router of booking is built with: the request's entity manager, the session check, the outbox's kick after a commit. */
export interface AdminRouteDeps {
  em: () => EntityManager;
  verifier: SessionVerifier;
  afterCommit: () => void;
}
