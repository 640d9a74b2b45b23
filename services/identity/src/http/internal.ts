import Router from '@koa/router';
import { notFound } from '@nbp/kit/errors';
import { isSessionActive } from '../data/sessions.ts';
import type { IdentityDeps } from './deps.ts';

/** For the other services only (the gateway never exposes /internal): the public key and session liveness. */
export function internalRouter(deps: IdentityDeps): Router {
  const router = new Router({ prefix: '/internal' });

  router.get('/jwks', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { keys: [deps.key.publicJwk] };
  });

  router.get('/sessions/:sid', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!(await isSessionActive(deps.em(), ctx.params.sid ?? ''))) throw notFound('Sessione non trovata o scaduta');
    ctx.body = { active: true };
  });

  return router;
}
