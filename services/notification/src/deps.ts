import type { Keyring } from '@nbp/kit/crypto';
import type { RateLimit } from '@nbp/kit/rate-limit';
import type { Infrastructure } from '@nbp/kit/runtime';

/**
 * What notification's app is built from: the shared infrastructure and what its one public route
 * needs. (The mail consumers, which main starts beside the app, have theirs in events/mail-deps.ts.)
 */
export interface Deps {
  infra: Infrastructure;
  keyring: Keyring;
  contactRateLimit: RateLimit;
  /** A keyed hash (64 hex characters) of a value such as a client address: the rate limit's key. */
  addressKey: (value: string) => string;
}
