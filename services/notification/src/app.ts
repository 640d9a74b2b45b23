import type Koa from 'koa';
import { infrastructureApp, requestEm } from '@nbp/kit/runtime';
import type { Deps } from './deps.ts';
import { contactRouter } from './http/contact.ts';

/** The notification service's Koa app: what main listens with and what the tests drive. */
export function createApp(deps: Deps): Koa {
  const { infra } = deps;
  const em = requestEm;
  return infrastructureApp('notification', infra, [contactRouter(em, deps, () => infra.relay.kick())]);
}
