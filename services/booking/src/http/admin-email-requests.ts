import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { emailRequestsArchive } from '@nbp/contracts/http/booking';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import type { Deps } from '../deps.ts';
import { archiveEmailRequests, listEmailRequests, setEmailRequestArchived } from '../use-cases/admin-email-requests.ts';
import { toEmailRequest } from './serialize.ts';

/** 'Richieste Email': the requests with the customer's data opened, archived ('Gestite') or not ('Da Gestire'). */
export function adminEmailRequestsRouter(em: () => EntityManager, verifier: SessionVerifier, deps: Deps, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/email-requests', async (ctx) => {
    const rows = await listEmailRequests(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toEmailRequest(row, deps.pii));
  });

  router.post('/email-requests/archive', async (ctx) => {
    const { ids } = parse(emailRequestsArchive, ctx.request.body);
    const saved = await archiveEmailRequests(em(), ids, currentAdmin(ctx));
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = saved.map((row) => toEmailRequest(row, deps.pii));
  });

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(`/email-requests/:id/${path}`, async (ctx) => {
      const saved = await setEmailRequestArchived(em(), pathId(ctx.params.id), archived, currentAdmin(ctx));
      afterCommit();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toEmailRequest(saved, deps.pii);
    });
  }

  return router;
}
