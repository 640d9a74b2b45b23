import Router from '@koa/router';
import { notFound } from '@nbp/kit/errors';
import type { SessionStatus } from '@nbp/contracts/http/identity';
import { liveSession } from '../data/sessions.ts';
import type { RouteDeps } from '../deps.ts';

/** For the other services only (the gateway never exposes /internal): the public key and session liveness. */
export function internalRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/internal' });

  router.get('/jwks', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { keys: [deps.key.publicJwk] };
  });

  router.get('/sessions/:sid', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const session = await liveSession(deps.em(), ctx.params.sid ?? '', deps.config.SESSION_IDLE_MINUTES);
    if (!session) throw notFound('session_not_found');
    // The role as it is now: a token signed before a demotion still says isAdmin true.
    ctx.body = { active: true, userId: session.userId, isAdmin: session.isAdmin } satisfies SessionStatus;
  });

  return router;
}
