import type { Infrastructure } from '@nbp/kit/runtime';

/** What the catalogue's app is built from: the shared infrastructure (database, broker, session checks) and nothing else. */
export interface Deps {
  infra: Infrastructure;
}
