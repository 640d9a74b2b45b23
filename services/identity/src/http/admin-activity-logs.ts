import Router from '@koa/router';
import { activityLogQuery } from '@nbp/contracts/http/identity';
import { requireAdmin } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { listActivity, toActivityLog, userNames } from '../data/activity-log.ts';
import type { RouteDeps } from '../deps.ts';

/** The activity log of every service's admin changes, newest first, a page at a time. */
export function adminActivityLogsRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(deps.verifier));

  router.get('/activity-logs', async (ctx) => {
    const { page, pageSize } = parse(activityLogQuery, ctx.query);
    const em = deps.em();
    const { rows, total } = await listActivity(em, page, pageSize);
    const names = await userNames(em, rows);
    ctx.set('X-Total-Count', String(total));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toActivityLog(row, names));
  });

  return router;
}
