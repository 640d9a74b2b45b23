/**
 * The one list of the product's deployable processes. Everything that needs to know which
 * services exist reads it from here: the gateway's routing table and service URLs, the stack runner
 * (`npm start`, the tests, the bench), the lint boundaries (eslint.config.js), the migration
 * generator and the kit's schema list. `npm run lint` checks that what cannot import it
 * (docker-compose.yml, the PostgreSQL init script, the Dockerfile, the nginx template) agrees.
 *
 * Pure data with plain type annotations only, so plain Node can load it too (eslint.config.js).
 * Adding a service: one entry here, its workspace under services/<name>, then `npm run lint`
 * names every place that still has to learn about it.
 */

export interface ServiceEntry {
  /** Folder under services/, PostgreSQL schema and role, compose service name. */
  readonly name: string;
  /** Port under `npm start` and in compose; its URL variable is `<NAME>_URL`. */
  readonly port: number;
  /** The /api path prefixes this service owns; the gateway sends each to it (longest wins). */
  readonly prefixes: readonly string[];
}

/**
 * In start order: identity first, so its migrations and the administrator exist before anyone
 * signs in.
 */
export const SERVICES = [
  {
    name: 'identity',
    port: 4105,
    prefixes: ['/api/login', '/api/logout', '/api/auth', '/api/admin/change-password', '/api/admin/activity-logs'],
  },
  {
    name: 'catalogue',
    port: 4101,
    prefixes: ['/api/boats', '/api/extras', '/api/admin/boats'],
  },
  {
    name: 'pricing',
    port: 4102,
    prefixes: ['/api/boat-pricing', '/api/pricing', '/api/admin/pricing-periods', '/api/admin/boat-pricing'],
  },
  {
    name: 'booking',
    port: 4103,
    prefixes: [
      '/api/bookings',
      '/api/unavailable-dates',
      '/api/simple-boat-availability',
      '/api/all-boats-availability',
      '/api/availability',
      '/api/email-bookings',
      '/api/admin/bookings',
      '/api/admin/email-requests',
      '/api/admin/planning',
      '/api/admin/blocked-days',
      '/api/calendars',
      '/api/admin/calendars',
    ],
  },
  {
    name: 'notification',
    port: 4104,
    prefixes: ['/api/send-contact-email'],
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceName = (typeof SERVICES)[number]['name'];

export const SERVICE_NAMES: readonly ServiceName[] = SERVICES.map((service) => service.name);

/** The one public entry of the back end: nginx (or the browser, locally) talks only to it. */
export const GATEWAY = { name: 'gateway', port: 8080 } as const;

/**
 * The web renderer (web/src/server/main.ts): the public pages' HTML, behind nginx, read from the
 * gateway. A deployable of its own but not a service of the list above: it owns no schema, role,
 * /api prefix or URL variable, so it stands beside the gateway, named here only for its compose
 * name and port (scripts/lib/registry-check.ts checks docker-compose.yml against them).
 */
export const RENDERER = { name: 'renderer', port: 8090 } as const;

/** The environment variable that holds a service's base URL, e.g. CATALOGUE_URL. */
export function urlVariable(name: ServiceName): `${Uppercase<ServiceName>}_URL` {
  return `${name.toUpperCase() as Uppercase<ServiceName>}_URL`;
}

export function serviceEntry(name: ServiceName): (typeof SERVICES)[number] {
  const entry = SERVICES.find((service) => service.name === name);
  if (!entry) throw new Error(`unknown service ${name}`);
  return entry;
}
