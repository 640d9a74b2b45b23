import type Router from '@koa/router';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { adminOnlyRouter, currentAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { pathId } from '@nbp/kit/ids';

type Admin = Pick<SessionClaims, 'sub'>;

/** What one admin resource does, each answer already shaped for its contract; the request body is parsed by the resource. */
export interface AdminResource {
  list: () => Promise<unknown>;
  create: (body: unknown, admin: Admin) => Promise<unknown>;
  /** `id` null: a malformed path id, which the use case answers with its 404. */
  update: (id: number | null, body: unknown, admin: Admin) => Promise<unknown>;
  remove: (id: number | null, admin: Admin) => Promise<unknown>;
}

/**
 * The four routes of one admin resource under /api/admin/<path>: the list (never cached), a new one
 * (201), an edit of the sent fields, a delete. Each change is published right after its commit.
 */
export function adminResourceRouter(path: string, verifier: SessionVerifier, afterCommit: () => void, resource: AdminResource): Router {
  const router = adminOnlyRouter('/api/admin', verifier);

  router.get(`/${path}`, async (ctx) => {
    const list = await resource.list();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = list;
  });

  router.post(`/${path}`, async (ctx) => {
    const created = await resource.create(ctx.request.body, currentAdmin(ctx));
    afterCommit();
    ctx.status = 201;
    ctx.body = created;
  });

  router.patch(`/${path}/:id`, async (ctx) => {
    const updated = await resource.update(pathId(ctx.params.id), ctx.request.body, currentAdmin(ctx));
    afterCommit();
    ctx.body = updated;
  });

  router.delete(`/${path}/:id`, async (ctx) => {
    const result = await resource.remove(pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.body = result;
  });

  return router;
}
