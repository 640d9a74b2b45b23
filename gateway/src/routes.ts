import { SERVICES, urlVariable, type ServiceName } from '@nbp/contracts/services';
import type { GatewayConfig } from './config.ts';

export type { ServiceName };

/**
 * Which service owns which /api path, from the registry of services (each serves the paths of the
 * tables it owns). The longest matching prefix
 * wins; a path no service owns is answered 404 by the gateway itself.
 */
export const ROUTES: [prefix: string, service: ServiceName][] = SERVICES.flatMap((service) =>
  service.prefixes.map((prefix): [string, ServiceName] => [prefix, service.name]),
);

const ordered = [...ROUTES].sort((a, b) => b[0].length - a[0].length);

export function serviceFor(pathname: string): ServiceName | undefined {
  for (const [prefix, service] of ordered) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return service;
  }
  return undefined;
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((service) => [service.name, config[urlVariable(service.name)]])) as Record<ServiceName, string>;
}
