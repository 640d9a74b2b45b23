import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_RECORDED, type AuditRecorded } from '@nbp/contracts/events/audit';
import { enqueue } from './outbox.ts';

/** Records an admin change for the activity log, in the same transaction as the change. */
export function recordAudit(em: EntityManager, entry: Omit<AuditRecorded, 'details'> & { details?: Record<string, unknown> | null }): void {
  enqueue(em, AUDIT_RECORDED, { ...entry, details: entry.details ?? null } satisfies AuditRecorded);
}

/** The record an audit entry is about: its kind (the activity log's entity type) and its id. */
export type AuditedEntity = readonly [type: string, id: number | string];

/**
 * The activity log of one service: `audit(em, userId, action, entity, details)` records one entry in
 * the caller's transaction; `userId` is the administrator's (null: the system or a customer's link).
 */
export function auditLogOf(service: string) {
  return (
    em: EntityManager,
    userId: string | null,
    action: string,
    entity: AuditedEntity,
    details?: Record<string, unknown> | null,
  ): void => recordAudit(em, { userId, action, entityType: entity[0], entityId: String(entity[1]), details, service });
}
