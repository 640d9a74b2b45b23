import { z } from 'zod';
import { MESSAGES, PASSWORD_SPECIALS } from '../messages.ts';

export const loginInput = z.object({
  username: z.string({ error: 'Email e password sono obbligatorie' }).trim().min(1, 'Email e password sono obbligatorie').max(254),
  password: z.string({ error: 'Email e password sono obbligatorie' }).min(1, 'Email e password sono obbligatorie').max(200),
});

const specials = new Set(PASSWORD_SPECIALS.split(''));
const PASSWORD_TOO_LONG = 'La nuova password è troppo lunga (massimo 200 caratteri)';

/** The rules a new password must meet on its own (length and complexity, docs/product/texts.md#password). */
export function newPasswordProblem(newPassword: string): string | null {
  if (newPassword.length < 8) return MESSAGES.passwordLength;
  const complex =
    /[A-Z]/.test(newPassword) && /[a-z]/.test(newPassword) && /\d/.test(newPassword) && [...newPassword].some((c) => specials.has(c));
  if (!complex) return MESSAGES.passwordComplexity;
  if (newPassword.length > 200) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * The password rules (docs/product/texts.md#password), checked in their order; the first that fails is the
 * message. Used by the settings form and by the server.
 */
export function passwordChangeProblem(
  input: { currentPassword?: string; newPassword?: string; confirmPassword?: string },
  requireConfirmation: boolean,
): string | null {
  const { currentPassword = '', newPassword = '', confirmPassword } = input;
  if (!currentPassword || !newPassword || (requireConfirmation && !confirmPassword)) return MESSAGES.passwordRequired;
  if (newPassword.length < 8) return MESSAGES.passwordLength;
  if (requireConfirmation && newPassword !== confirmPassword) return MESSAGES.passwordMismatch;
  if (newPassword === currentPassword) return MESSAGES.passwordSame;
  return newPasswordProblem(newPassword);
}

/** POST /api/admin/change-password. A field that is not text counts as missing. */
export const changePasswordInput = z
  .object(
    {
      currentPassword: z.string({ error: MESSAGES.passwordRequired }).optional(),
      newPassword: z.string({ error: MESSAGES.passwordRequired }).optional(),
    },
    { error: MESSAGES.passwordRequired },
  )
  .superRefine((value, ctx) => {
    const problem = passwordChangeProblem(value, false);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });

/** Texts of the identity answers the screens show as they are. */
export const IDENTITY_MESSAGES = {
  wrongCurrentPassword: 'La password attuale non è corretta',
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

/** GET /api/admin/activity-logs?page&pageSize: newest first; the total rides in X-Total-Count. */
export const activityLogQuery = z.object({
  page: z.coerce
    .number({ error: 'Pagina non valida' })
    .int('Pagina non valida')
    .min(1, 'Pagina non valida')
    .max(100_000, 'Pagina non valida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Dimensione della pagina non valida' })
    .int('Dimensione della pagina non valida')
    .min(1, 'Dimensione della pagina non valida')
    .max(200, 'Dimensione della pagina non valida: al massimo 200')
    .default(50),
});
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

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
