import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_RECORDED, type AuditRecorded } from '@nbp/contracts/events/audit';
import { enqueue } from './outbox.ts';

/** Records an admin change for the activity log, in the same transaction as the change. */
export function recordAudit(em: EntityManager, entry: Omit<AuditRecorded, 'details'> & { details?: Record<string, unknown> | null }): void {
  enqueue(em, AUDIT_RECORDED, { ...entry, details: entry.details ?? null } satisfies AuditRecorded);
}
