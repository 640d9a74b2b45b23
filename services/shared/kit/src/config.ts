import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { serviceEntry, type ServiceName } from '@nbp/contracts/services';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment with each `<NAME>_FILE` read into `<NAME>` (docs/operations.md#secrets): a secret
 * mounted as a file (Docker and Swarm secrets under /run/secrets, Kubernetes secret volumes) stays
 * out of the environment and of `docker inspect`. Only the names the schema reads are looked for
 * (every `_FILE` variable when the schema is not a plain object). The file's content is the value,
 * without its final line break. Both forms at once, or a file that cannot be read, stop the start
 * with the variable named.
 */
export function withSecretFiles(
  names: readonly string[] | undefined,
  env: Record<string, string | undefined>,
): { env: Record<string, string | undefined>; problems: string[] } {
  const candidates = names ?? Object.keys(env).flatMap((key) => (key.endsWith('_FILE') ? [key.slice(0, -'_FILE'.length)] : []));
  const out = { ...env };
  const problems: string[] = [];
  for (const name of candidates) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name} and ${name}_FILE are both set: give one of them`);
      continue;
    }
    try {
      out[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      delete out[`${name}_FILE`];
    } catch (err) {
      problems.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  }
  return { env: out, problems };
}

/**
 * Parses the environment once at start; a missing or invalid variable is named in the error. A
 * secret may come from a file named by `<NAME>_FILE` instead (`withSecretFiles`).
 */
export function loadConfig<T extends z.ZodType>(schema: T, rawEnv: Record<string, string | undefined> = process.env): z.output<T> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const { env, problems } = withSecretFiles(shape ? Object.keys(shape) : undefined, rawEnv);
  if (problems.length > 0) throw new ConfigError(problems);
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const missing = issue.code === 'invalid_type' && env[name] === undefined;
      return missing ? `${name} is required but not set` : `${name}: ${issue.message}`;
    }),
  );
}

/**
 * How many proxies of our own stand between the internet and the services: 1 when the gateway is
 * the edge (npm start), 2 behind nginx and the gateway (docker compose). The first of them
 * replaces whatever X-Forwarded-For a client sent with the socket's address, each later one
 * appends the address it was reached from; so exactly the rightmost `hops` entries a service
 * receives were written by us, and the leftmost of those is the visitor. One value per deployment,
 * the same for the gateway and every service.
 */
export const trustedProxyHops = z.coerce.number().int().min(1).max(10).default(1);

/**
 * How often a service name is resolved again to find its replicas (docs/replicas.md#how-names-resolve):
 * a replica that appears gets traffic at most this long after; one that vanishes is dropped then,
 * or at once when a connection to it fails.
 */
export const balanceRefreshMs = z.coerce.number().int().min(100).max(600_000).default(5000);

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Another service's base URL; by default where `npm start` runs it (its port in the registry). */
export const serviceUrl = (name: ServiceName) => z.url().default(`http://127.0.0.1:${serviceEntry(name).port}`);

/** Variables every service reads; the default port is the service's own in the registry. */
export const serviceEnv = (service: ServiceName) =>
  z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port(serviceEntry(service).port),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .default('postgres://postgres@127.0.0.1:5432/nbp'),
    /**
     * The most database connections one process of the service holds. PostgreSQL's own limit
     * (100 by default) is shared by every process and replica, so the sum of these must stay under
     * it: the test stacks, several running at once, set 4 (docs/testing.md#tiers).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    AMQP_URL: z
      .string()
      .regex(/^amqps?:\/\//, 'must be an amqp:// URL')
      .default('amqp://guest:guest@127.0.0.1:5672'),
    /** Prefix of the exchange and queue names, so tests and development never share the broker's names. */
    BUS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_.-]+$/)
      .default('nbp'),
    IDENTITY_URL: serviceUrl('identity'),
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    TRUSTED_PROXY_HOPS: trustedProxyHops,
    BALANCE_REFRESH_MS: balanceRefreshMs,
  });

/** Production refuses development secrets: call with the secret's value and its known development default. */
export function refuseDevSecret(nodeEnv: string, name: string, value: string | undefined, devValue: string): void {
  if (nodeEnv === 'production' && (!value || value === devValue)) {
    throw new ConfigError([`${name} must be set to a real secret in production (the development default is refused)`]);
  }
}
