import type Router from '@koa/router';
import { activityLogQuery } from '@nbp/contracts/http/identity';
import { adminOnlyRouter } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { listActivity, loggedAdmins, toActivityLog, userNames } from '../data/activity-log.ts';
import type { RouteDeps } from '../deps.ts';

/** The activity log of every service's admin changes, newest first, a page at a time, filtered on request. */
export function adminActivityLogsRouter(deps: RouteDeps): Router {
  const router = adminOnlyRouter('/api/admin', deps.verifier);

  router.get('/activity-logs', async (ctx) => {
    const { page, pageSize, ...filter } = parse(activityLogQuery, ctx.query);
    const em = deps.em();
    const { rows, total } = await listActivity(em, page, pageSize, filter);
    const names = await userNames(em, rows);
    ctx.set('X-Total-Count', String(total));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toActivityLog(row, names));
  });

  // The administrators the log names, for its 'Amministratore' filter (docs/back-office.md#a-readable-log).
  router.get('/activity-logs/admins', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await loggedAdmins(deps.em());
  });

  return router;
}
