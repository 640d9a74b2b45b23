import type { GatewayConfig } from './config.ts';

export type ServiceName = 'catalogue' | 'pricing' | 'booking' | 'notification' | 'identity';

/**
 * Which service owns which /api path (each serves the paths of the tables it owns). The longest matching prefix
 * wins; a path no service owns is answered 404 by the gateway itself.
 */
export const ROUTES: [prefix: string, service: ServiceName][] = [
  ['/api/boats', 'catalogue'],
  ['/api/extras', 'catalogue'],
  ['/api/admin/boats', 'catalogue'],
  ['/api/boat-pricing', 'pricing'],
  ['/api/pricing', 'pricing'],
  ['/api/admin/pricing-periods', 'pricing'],
  ['/api/admin/boat-pricing', 'pricing'],
  ['/api/bookings', 'booking'],
  ['/api/unavailable-dates', 'booking'],
  ['/api/simple-boat-availability', 'booking'],
  ['/api/all-boats-availability', 'booking'],
  ['/api/availability', 'booking'],
  ['/api/email-bookings', 'booking'],
  ['/api/admin/bookings', 'booking'],
  ['/api/admin/email-requests', 'booking'],
  ['/api/send-contact-email', 'notification'],
  ['/api/login', 'identity'],
  ['/api/logout', 'identity'],
  ['/api/auth', 'identity'],
  ['/api/admin/change-password', 'identity'],
  ['/api/admin/activity-logs', 'identity'],
];

const ordered = [...ROUTES].sort((a, b) => b[0].length - a[0].length);

export function serviceFor(pathname: string): ServiceName | undefined {
  for (const [prefix, service] of ordered) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return service;
  }
  return undefined;
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    catalogue: config.CATALOGUE_URL,
    pricing: config.PRICING_URL,
    booking: config.BOOKING_URL,
    notification: config.NOTIFICATION_URL,
    identity: config.IDENTITY_URL,
  };
}
