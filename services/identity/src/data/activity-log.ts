import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { addDays, romeInstant } from '@nbp/contracts/days';
import { ACTIVITY_KIND_PREFIXES, type ActivityKind, type ActivityLog, type ActivityLogAdmin } from '@nbp/contracts/http/identity';
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

export interface ActivityFilter {
  kind?: ActivityKind;
  userId?: string;
  /** Europe/Rome calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** The instant a Rome calendar day begins (Rome changes its clocks at 02:00/03:00, never at midnight). */
export function romeDayStart(day: string, plusDays = 0): Date {
  return romeInstant(addDays(day, plusDays));
}

const escapeLike = (prefix: string) => prefix.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; ties (same instant) by the later row first. Filtered by kind, administrator and Rome days. */
export async function listActivity(
  em: EntityManager,
  page: number,
  pageSize: number,
  filter: ActivityFilter = {},
): Promise<{ rows: ActivityLogRow[]; total: number }> {
  const where: FilterQuery<ActivityLogRow> = {};
  if (filter.kind) where.$or = ACTIVITY_KIND_PREFIXES[filter.kind].map((prefix) => ({ action: { $like: `${escapeLike(prefix)}%` } }));
  if (filter.userId) where.userId = filter.userId;
  if (filter.from || filter.to) {
    where.createdAt = {
      ...(filter.from ? { $gte: romeDayStart(filter.from) } : {}),
      ...(filter.to ? { $lt: romeDayStart(filter.to, 1) } : {}),
    };
  }
  const [rows, total] = await em.findAndCount(ActivityLogEntity, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { rows, total };
}

/** The administrators the log names, with their names, for the log's filter; by name. */
export async function loggedAdmins(em: EntityManager): Promise<ActivityLogAdmin[]> {
  const rows = (await em
    .createQueryBuilder(ActivityLogEntity)
    .select('userId', true)
    .where({ userId: { $ne: null } })
    .execute('all', false)) as { user_id: string }[];
  const names = await userNames(
    em,
    rows.map((row) => ({ userId: row.user_id })),
  );
  return rows
    .map((row) => ({ id: row.user_id, name: names.get(row.user_id) ?? row.user_id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The names of the users a page of the log mentions: 'Nome Cognome', else the e-mail (docs/back-office.md#a-readable-log). */
export async function userNames(em: EntityManager, rows: Pick<ActivityLogRow, 'userId'>[]): Promise<Map<string, string>> {
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
