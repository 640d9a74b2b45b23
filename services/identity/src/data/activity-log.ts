import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { ActivityLogEntity, type ActivityLogRow } from './entities.ts';

export interface ActivityEntry {
  userId: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown> | null;
  createdAt?: Date;
}

/** Adds a row to the activity log in the caller's unit of work (flushed with the change it records). */
export function logActivity(em: EntityManager, entry: ActivityEntry): void {
  em.create(ActivityLogEntity, { ...entry, createdAt: entry.createdAt ?? new Date() });
}

/** Newest first; ties (same instant) by the later row first. */
export async function listActivity(em: EntityManager, page: number, pageSize: number): Promise<{ rows: ActivityLogRow[]; total: number }> {
  const [rows, total] = await em.findAndCount(
    ActivityLogEntity,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { rows, total };
}

export function toActivityLog(row: ActivityLogRow): ActivityLog {
  return {
    id: row.id,
    userId: row.userId ?? null,
    action: row.action,
    entityType: row.entityType ?? null,
    entityId: row.entityId ?? null,
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
