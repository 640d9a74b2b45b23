import { defineEntity, p } from '@mikro-orm/core';

/** users (docs/security-sign-in.md). The e-mail is stored lower-cased, so the unique index is case-blind. */
export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.string().length(254).unique(),
    /** argon2id hash in PHC form; null for a user of an external provider. */
    password: p.text().nullable(),
    firstName: p.string().length(120).nullable(),
    lastName: p.string().length(120).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    isAdmin: p.boolean().default(false),
    authProvider: p.string().length(40).default('local'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  // E-mails are compared lower-cased, so a mixed-case row could never log in.
  checks: [{ name: 'users_email_lower_check', expression: 'email = lower(email)' }],
});
export type UserRow = InstanceType<typeof UserEntity.class>;

export interface SessionData {
  userId: string;
}

/** sessions (docs/security-sign-in.md#sessions): a token is only good while its row exists, is not revoked and has not expired. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(64).primary(),
    sess: p.json<SessionData>(),
    expire: p.datetime().index(),
    revokedAt: p.datetime().nullable(),
    /** The last request that used the session (moved at most once a minute): a session idle too long ends. */
    lastSeenAt: p.datetime().defaultRaw('now()'),
  },
  // Password change and logout find a user's sessions by the id inside the json.
  indexes: [
    { name: 'sessions_user_id_index', expression: `create index "sessions_user_id_index" on "identity"."sessions" ((sess->>'userId'))` },
  ],
});
export type SessionRow = InstanceType<typeof SessionEntity.class>;

/** admin_activity_log (docs/product/screens.md#admin-other): what administrators changed, in every service. */
export const ActivityLogEntity = defineEntity({
  name: 'ActivityLog',
  tableName: 'admin_activity_log',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.text().nullable(),
    action: p.text(),
    entityType: p.text().nullable(),
    entityId: p.text().nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().index(),
  },
});
export type ActivityLogRow = InstanceType<typeof ActivityLogEntity.class>;

/**
 * Failed logins, one row per failure and per key ('pair:<hash>', 'address:<hash>' or
 * 'account:<hash>'), each with the hash of the address it came from, so a wide attack can be told
 * from one stranger. Keyed hashes only, never an address or an e-mail
 * (docs/security-sign-in.md#what-the-table-holds). Kept in PostgreSQL so every replica counts the
 * same failures.
 */
export const LoginAttemptEntity = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    key: p.string().length(400),
    /** The keyed hash of the client address (the column kept its first name and size). */
    address: p.string().length(100).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['key', 'createdAt'] }],
});

export const entities = [UserEntity, SessionEntity, ActivityLogEntity, LoginAttemptEntity];
