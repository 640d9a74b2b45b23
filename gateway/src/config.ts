import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxyHops } from '@nbp/kit/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  CATALOGUE_URL: z.url().default('http://127.0.0.1:4101'),
  PRICING_URL: z.url().default('http://127.0.0.1:4102'),
  BOOKING_URL: z.url().default('http://127.0.0.1:4103'),
  NOTIFICATION_URL: z.url().default('http://127.0.0.1:4104'),
  IDENTITY_URL: z.url().default('http://127.0.0.1:4105'),
  /** The built SPA; served with an SPA fallback when it exists (locally; in production nginx serves it). */
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  SERVE_WEB: z.stringbool().default(true),
  /** Origins allowed to make state-changing calls besides the site's own host. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** The site's address as visitors know it: robots.txt and the sitemap name it. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Proxies of ours in front of the services, this gateway included (see the kit's config). */
  TRUSTED_PROXY_HOPS: trustedProxyHops,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
});
export type GatewayConfig = z.output<typeof gatewayEnv>;
