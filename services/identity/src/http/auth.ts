import Router from '@koa/router';
import type { CurrentUser, DebugInfo } from '@nbp/contracts/http/identity';
import { tokenFrom } from '@nbp/kit/auth';
import { HttpError } from '@nbp/kit/errors';
import { UserEntity } from '../data/entities.ts';
import type { RouteDeps } from '../deps.ts';

/** True when `hostname` is one of `domains` or a subdomain of one. */
export function onPlatformDomain(hostname: string, domains: string[]): boolean {
  return domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

/** Who is signed in, and what the login page needs to know about the host. */
export function authRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const token = tokenFrom(ctx);
    const claims = token ? await deps.verifier.verify(token) : null;
    // Read from the table, not the token: a name or role changed since the login shows at once.
    const user = claims ? await deps.em().findOne(UserEntity, { id: claims.sub }) : null;
    if (!user) throw new HttpError(401, 'unauthenticated');
    ctx.body = {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      isAdmin: user.isAdmin,
    } satisfies CurrentUser;
  });

  router.get('/debug', (ctx) => {
    // ctx.hostname: the Host (or the proxy's X-Forwarded-Host) without the port.
    const hostname = ctx.hostname.toLowerCase();
    const domains = deps.config.PLATFORM_DOMAINS;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      hasReplitDomains: onPlatformDomain(hostname, domains),
      domains,
      hostname,
      environment: deps.config.NODE_ENV,
    } satisfies DebugInfo;
  });

  return router;
}
