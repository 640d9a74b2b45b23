import type { MikroORM } from '@mikro-orm/postgresql';
import { AUDIT_RECORDED, auditRecorded } from '@nbp/contracts/events/audit';
import { PermanentError, type ConsumerOptions } from '@nbp/kit/bus';
import { firstDelivery } from '@nbp/kit/outbox';
import { logActivity } from '../data/activity-log.ts';

const CONSUMER = 'audit';

/** Stores every service's audit.recorded.v1 in admin_activity_log, once per message id. */
export function auditConsumer(orm: MikroORM): ConsumerOptions {
  return {
    queue: CONSUMER,
    bindings: [AUDIT_RECORDED],
    handler: async (message) => {
      const parsed = auditRecorded.safeParse(message.payload);
      if (!parsed.success) throw new PermanentError(`invalid ${AUDIT_RECORDED} payload: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
      const occurred = new Date(message.occurredAt);
      await orm.em.fork().transactional(async (tx) => {
        if (!(await firstDelivery(tx, 'identity', CONSUMER, message.id))) return;
        const { userId, action, entityType, entityId, details, service } = parsed.data;
        logActivity(tx, {
          userId,
          action,
          entityType,
          entityId,
          // The log has no column for it; the service that made the change still matters to a reader.
          details: { service, ...details },
          createdAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
        });
      });
    },
  };
}
