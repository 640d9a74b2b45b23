import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { balanceRefreshMs, trustedProxyHops } from '@nbp/kit/config';
import { GATEWAY, serviceEntry, type ServiceName } from '@nbp/contracts/services';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A service's base URL, by default where `npm start` runs it (its port in the registry). */
const serviceUrl = (name: ServiceName) => z.url().default(`http://127.0.0.1:${serviceEntry(name).port}`);

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(GATEWAY.port),
  CATALOGUE_URL: serviceUrl('catalogue'),
  PRICING_URL: serviceUrl('pricing'),
  BOOKING_URL: serviceUrl('booking'),
  NOTIFICATION_URL: serviceUrl('notification'),
  IDENTITY_URL: serviceUrl('identity'),
  /** The built SPA; served with an SPA fallback when it exists (locally; in production nginx serves it). */
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  SERVE_WEB: z.stringbool().default(true),
  /**
   * The web renderer (docs/server-rendering.md): when set, a public page's address is answered with
   * its HTML from there (as nginx does in production); the plain shell when it cannot answer.
   */
  RENDERER_URL: z.url().optional(),
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
  /** How often the services' names are resolved again to find their replicas (docs/replicas.md). */
  BALANCE_REFRESH_MS: balanceRefreshMs,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
});
export type GatewayConfig = z.output<typeof gatewayEnv>;
