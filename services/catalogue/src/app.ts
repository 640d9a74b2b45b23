import type Koa from 'koa';
import { infrastructureApp, requestEm } from '@nbp/kit/runtime';
import type { Deps } from './deps.ts';
import { publicRouter } from './http/boats.ts';
import { adminRouter } from './http/admin-boats.ts';

/** The catalogue's Koa app: what main listens with and what the tests drive. */
export function createApp({ infra }: Deps): Koa {
  const em = requestEm;
  return infrastructureApp('catalogue', infra, [publicRouter(em), adminRouter(em, infra.verifier, () => infra.relay.kick())]);
}
