import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../domain/passwords.ts';
import { logActivity } from './activity-log.ts';
import { UserEntity } from './entities.ts';
import { revokeUserSessions } from './sessions.ts';

export interface AdminInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

export type AdminOutcome = 'created' | 'reset' | 'unchanged';

/**
 * Creates an administrator, or with `reset` makes an existing user an administrator with the given
 * password (ending its sessions). Without `reset` an existing user is left as it is: the seed must
 * not undo a password the administrator changed.
 */
export async function ensureAdmin(
  em: EntityManager,
  input: AdminInput,
  options: { reset: boolean; source: string },
): Promise<{ outcome: AdminOutcome; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const existing = await em.findOne(UserEntity, { email });
  if (existing && !options.reset) return { outcome: 'unchanged', userId: existing.id };
  const password = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const user = await tx.findOne(UserEntity, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user) {
      tx.assign(user, {
        password,
        isAdmin: true,
        authProvider: 'local',
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
      });
      const revokedSessions = await revokeUserSessions(tx, user.id, null);
      logActivity(tx, {
        userId: null,
        action: 'admin.reset',
        entityType: 'user',
        entityId: user.id,
        details: { service: 'identity', email, source: options.source, revokedSessions },
      });
      return { outcome: 'reset' as const, userId: user.id };
    }
    const created = tx.create(UserEntity, {
      id: randomUUID(),
      email,
      password,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      profileImageUrl: null,
      isAdmin: true,
      authProvider: 'local',
    });
    await tx.flush();
    logActivity(tx, {
      userId: null,
      action: 'admin.created',
      entityType: 'user',
      entityId: created.id,
      details: { service: 'identity', email, source: options.source },
    });
    return { outcome: 'created' as const, userId: created.id };
  });
}
