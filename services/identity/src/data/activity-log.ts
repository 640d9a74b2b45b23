import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { ActivityLogEntity, UserEntity, type ActivityLogRow } from './entities.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The names of the users a page of the log mentions: 'Nome Cognome', else the e-mail (docs/back-office.md#a-readable-log). */
export async function userNames(em: EntityManager, rows: ActivityLogRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.userId).filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
  if (ids.length === 0) return new Map();
  const users = await em.find(UserEntity, { id: { $in: ids } });
  return new Map(users.map((user) => [user.id, [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email]));
}

export function toActivityLog(row: ActivityLogRow, names: Map<string, string> = new Map()): ActivityLog {
  return {
    id: row.id,
    userId: row.userId ?? null,
    userName: row.userId ? (names.get(row.userId) ?? null) : null,
    action: row.action,
    entityType: row.entityType ?? null,
    entityId: row.entityId ?? null,
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
