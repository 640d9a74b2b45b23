import { z } from 'zod';
import { isDay } from '../days.ts';
import { errorText, issueSaying, says, type Problem } from '../errors.ts';
import { PASSWORD_SPECIALS } from '../messages.ts';

export const loginInput = z.object({
  username: z.string(says('credentials_required')).trim().min(1, says('credentials_required')).max(254),
  password: z.string(says('credentials_required')).min(1, says('credentials_required')).max(200),
});

const specials = new Set(PASSWORD_SPECIALS.split(''));

/** The rules a new password must meet on its own (length and complexity, docs/product/texts.md#password). */
export function newPasswordRefusal(newPassword: string): Problem | null {
  if (newPassword.length < 8) return { code: 'password_too_short' };
  const complex =
    /[A-Z]/.test(newPassword) && /[a-z]/.test(newPassword) && /\d/.test(newPassword) && [...newPassword].some((c) => specials.has(c));
  if (!complex) return { code: 'password_not_complex' };
  if (newPassword.length > 200) return { code: 'password_too_long', params: { max: '200' } };
  return null;
}

/** The same, in Italian words (the admin command and the configuration say it). */
export function newPasswordProblem(newPassword: string): string | null {
  const problem = newPasswordRefusal(newPassword);
  return problem && errorText(problem.code, 'it', problem.params);
}

/**
 * The password rules (docs/product/texts.md#password), checked in their order; the first that fails is the
 * message. Used by the settings form and by the server.
 */
export function passwordChangeProblem(
  input: { currentPassword?: string; newPassword?: string; confirmPassword?: string },
  requireConfirmation: boolean,
): Problem | null {
  const { currentPassword = '', newPassword = '', confirmPassword } = input;
  if (!currentPassword || !newPassword || (requireConfirmation && !confirmPassword)) return { code: 'fields_required' };
  if (newPassword.length < 8) return { code: 'password_too_short' };
  if (requireConfirmation && newPassword !== confirmPassword) return { code: 'password_mismatch' };
  if (newPassword === currentPassword) return { code: 'password_unchanged' };
  return newPasswordRefusal(newPassword);
}

/** POST /api/admin/change-password. A field that is not text counts as missing. */
export const changePasswordInput = z
  .object(
    {
      currentPassword: z.string(says('fields_required')).optional(),
      newPassword: z.string(says('fields_required')).optional(),
    },
    says('fields_required'),
  )
  .superRefine((value, ctx) => {
    const problem = passwordChangeProblem(value, false);
    if (problem) ctx.addIssue(issueSaying(problem));
  });

/** Texts of the identity answers the screens show as they are. */
export const IDENTITY_MESSAGES = {
  wrongCurrentPassword: errorText('current_password_wrong', 'it'),
  passwordChanged: 'Password cambiata con successo!',
} as const;

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const debugInfo = z.object({
  hasReplitDomains: z.boolean(),
  domains: z.array(z.string()),
  hostname: z.string(),
  environment: z.string(),
});
export type DebugInfo = z.infer<typeof debugInfo>;

export const activityLog = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  /** Who the user is, for the log's readers: 'Nome Cognome', else the e-mail; null when unknown (a deleted or system user). */
  userName: z.string().nullable().optional(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof activityLog>;

/**
 * What the log can be filtered by (docs/back-office.md#a-readable-log): each kind is the action
 * prefixes the services record (booking/admin-bookings.ts, request-lifecycle.ts,
 * admin-booking-requests.ts, catalogue/admin-boats.ts, pricing/admin-*.ts, identity's own; the
 * booking service's calendars, docs/calendars.md#back-office).
 */
export const ACTIVITY_KIND_PREFIXES = {
  prenotazioni: ['booking.'],
  richieste: ['booking-request.', 'email-request.'],
  barche: ['boat.'],
  prezzi: ['pricing.'],
  calendari: ['calendar.'],
  chiusure: ['closed-days.'],
  accessi: ['password.', 'admin.'],
} as const satisfies Record<string, readonly string[]>;
export type ActivityKind = keyof typeof ACTIVITY_KIND_PREFIXES;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_KIND_PREFIXES) as ActivityKind[];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  prenotazioni: 'Prenotazioni',
  richieste: 'Richieste',
  barche: 'Barche',
  prezzi: 'Prezzi',
  calendari: 'Calendari',
  chiusure: 'Giorni chiusi',
  accessi: 'Accessi',
};

const logDay = (what: string) =>
  z
    .string(says('log_date_format_invalid', { field: what }))
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('log_date_format_invalid', { field: what }))
    .refine((value) => isDay(value) && value >= '2000-01-01' && value <= '2200-12-31', says('log_date_invalid', { field: what }));

/**
 * GET /api/admin/activity-logs?page&pageSize&kind&userId&from&to: newest first; the total (of the
 * filtered entries) rides in X-Total-Count. `from`/`to` are Europe/Rome calendar days, both included.
 */
export const activityLogQuery = z
  .object({
    page: z.coerce
      .number(says('page_invalid'))
      .int(says('page_invalid'))
      .min(1, says('page_invalid'))
      .max(100_000, says('page_invalid'))
      .default(1),
    pageSize: z.coerce
      .number(says('page_size_invalid'))
      .int(says('page_size_invalid'))
      .min(1, says('page_size_invalid'))
      .max(200, says('page_size_too_large', { max: '200' }))
      .default(50),
    kind: z
      .enum(ACTIVITY_KINDS as [ActivityKind, ...ActivityKind[]], says('log_kind_invalid', { kinds: ACTIVITY_KINDS.join(', ') }))
      .optional(),
    userId: z.string(says('admin_invalid')).trim().min(1, says('admin_invalid')).max(100, says('admin_invalid')).optional(),
    from: logDay('dal').optional(),
    to: logDay('al').optional(),
  })
  .refine((value) => !(value.from && value.to) || value.to >= value.from, {
    ...says('log_to_before_from'),
    path: ['to'],
  });
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

/** GET /api/admin/activity-logs/admins: the administrators the log names, for its filter; by name. */
export const activityLogAdmin = z.object({ id: z.string(), name: z.string() });
export type ActivityLogAdmin = z.infer<typeof activityLogAdmin>;

/** The claims of the session token identity signs and every service checks. */
export const sessionClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  email: z.string(),
  firstName: z.string().nullable().optional(),
  isAdmin: z.boolean(),
});
export type SessionClaims = z.infer<typeof sessionClaims>;

/** GET /internal/sessions/:sid (200): the session is live; its user's role as it is now. */
export const sessionStatus = z.object({ active: z.literal(true), userId: z.string(), isAdmin: z.boolean() });
export type SessionStatus = z.infer<typeof sessionStatus>;
export const SESSION_COOKIE = 'nbp_session';
export const TOKEN_ISSUER = 'nbp-identity';
export const TOKEN_AUDIENCE = 'nbp-services';
