import type Router from '@koa/router';
import { LockMode } from '@mikro-orm/core';
import { IDENTITY_MESSAGES, changePasswordInput } from '@nbp/contracts/http/identity';
import { adminOnlyRouter, currentAdmin } from '@nbp/kit/auth';
import { HttpError, badRequest, parse } from '@nbp/kit/errors';
import { logActivity } from '../data/activity-log.ts';
import { UserEntity } from '../data/entities.ts';
import { revokeUserSessions } from '../data/sessions.ts';
import { weakPasswordRefusal } from '../domain/password-strength.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import type { RouteDeps } from '../deps.ts';

/** An administrator changes their own password; every other session of theirs ends. */
export function adminPasswordRouter(deps: RouteDeps): Router {
  const router = adminOnlyRouter('/api/admin', deps.verifier);

  router.post('/change-password', async (ctx) => {
    // The documented rules in their order first (docs/product/texts.md#password), then the current password.
    const input = parse(changePasswordInput, ctx.request.body ?? {});
    const currentPassword = input.currentPassword ?? '';
    const newPassword = input.newPassword ?? '';
    const admin = currentAdmin(ctx);
    const user = await deps.em().findOne(UserEntity, { id: admin.sub });
    if (!user) throw new HttpError(401, 'unauthenticated');
    // A wrong current password is a failed login like any other: whoever holds a stolen session
    // must not get unlimited guesses at the password through this form.
    const attempt = await deps.throttle.begin(deps.em(), user.email, ctx.ip || 'unknown');
    if (!attempt) {
      ctx.set('Retry-After', String(deps.config.LOGIN_WINDOW_MINUTES * 60));
      throw new HttpError(429, 'login_rate_limited', { kind: 'too_many_logins' });
    }
    if (!(await verifyPassword(user.password, currentPassword))) throw badRequest('current_password_wrong');
    await attempt.succeeded();
    const weak = weakPasswordRefusal(newPassword, user);
    if (weak) throw badRequest(weak);
    const hash = await hashPassword(newPassword);

    await deps.em().transactional(async (tx) => {
      const row = await tx.findOneOrFail(UserEntity, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Someone else changed it between the check and the lock: the checked password is stale.
      if (row.password !== user.password) throw badRequest('current_password_wrong');
      row.password = hash;
      const revokedSessions = await revokeUserSessions(tx, row.id, admin.sid);
      // identity owns the log: written here in the same transaction, not sent round the bus.
      logActivity(tx, {
        userId: admin.sub,
        action: 'password.changed',
        entityType: 'user',
        entityId: row.id,
        details: { service: 'identity', revokedSessions },
      });
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: IDENTITY_MESSAGES.passwordChanged };
  });

  return router;
}
