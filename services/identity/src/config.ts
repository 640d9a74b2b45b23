import { z } from 'zod';
import { ConfigError, loadConfig, refuseDevSecret, serviceEnv } from '@nbp/kit/config';
import { newPasswordProblem } from '@nbp/contracts/http/identity';

/** The development administrator; production refuses both values. */
export const DEV_ADMIN_EMAIL = 'admin@alacaluf-charter.example';
export const DEV_ADMIN_PASSWORD = 'Patti2025!Admin';

const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const identityEnv = serviceEnv('identity').extend({
  /** PKCS8 PEM of the ES256 signing key; `\n` escapes (one-line env files) are accepted. */
  JWT_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.replace(/\\n/g, '\n').trim() : undefined)),
  SESSION_TTL_MINUTES: positiveInt(480, 60 * 24 * 30),
  /** A session unused for this long ends, even before its lifetime is over. */
  SESSION_IDLE_MINUTES: positiveInt(120, 60 * 24 * 30),
  COOKIE_SECURE: z.stringbool().default(false),
  /** Hosted-platform domains for the login page's debug call; a comma list. */
  PLATFORM_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) =>
          domain
            .trim()
            .toLowerCase()
            .replace(/^\.+|\.+$/g, ''),
        )
        .filter(Boolean),
    ),
  /** Failures of one account from one address that stop that pair (and only that pair). */
  LOGIN_MAX_FAILURES: positiveInt(10, 1000),
  /** Failures from one address, on any accounts, that stop the address (one machine trying many accounts). */
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt(30, 10_000),
  /** Failures of one account that stop it for everyone, but only when they come from at least LOGIN_ACCOUNT_MIN_ADDRESSES addresses. */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(100, 100_000),
  LOGIN_ACCOUNT_MIN_ADDRESSES: positiveInt(10, 10_000),
  LOGIN_WINDOW_MINUTES: positiveInt(15, 24 * 60),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED: z.stringbool().default(false),
});

export type IdentityConfig = z.output<typeof identityEnv>;

/**
 * Parses the environment and applies the production rules: a real signing key, and no seeding
 * of the development administrator.
 */
export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const config = loadConfig(identityEnv, env);
  if (config.NODE_ENV !== 'production') return config;
  if (!config.JWT_PRIVATE_KEY) throw new ConfigError(['JWT_PRIVATE_KEY is required in production (PKCS8 PEM of an ES256 key)']);
  if (config.ADMIN_EMAIL?.toLowerCase() === DEV_ADMIN_EMAIL) {
    throw new ConfigError(['ADMIN_EMAIL must not be the development administrator in production']);
  }
  if (config.SEED && !config.ADMIN_EMAIL) throw new ConfigError(['ADMIN_EMAIL is required in production when SEED=true']);
  if (config.SEED || config.ADMIN_PASSWORD !== undefined) {
    refuseDevSecret(config.NODE_ENV, 'ADMIN_PASSWORD', config.ADMIN_PASSWORD, DEV_ADMIN_PASSWORD);
  }
  const problem = config.ADMIN_PASSWORD ? newPasswordProblem(config.ADMIN_PASSWORD) : null;
  if (problem) throw new ConfigError([`ADMIN_PASSWORD: ${problem}`]);
  return config;
}

/** The administrator the seed creates: the configured one, or in development the built-in one. */
export function seedAdmin(config: IdentityConfig): { email: string; password: string } {
  return {
    email: (config.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
    password: config.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
  };
}
