/**
 * Every HTTP route of every service, read from the @koa/router instances inside each service's
 * real Koa app (createApp). A route added to any router is in this list without anyone updating a
 * test. The apps are built with inert stand-ins for the infrastructure: routers only keep their
 * dependencies for later, and no request is ever sent to these instances.
 */
import { generateKeyPairSync } from 'node:crypto';
import type Koa from 'koa';
import type Router from '@koa/router';
import { createApp as catalogueApp } from '../../services/catalogue/src/app.ts';
import { createApp as pricingApp } from '../../services/pricing/src/app.ts';
import { createApp as bookingApp } from '../../services/booking/src/app.ts';
import { createApp as notificationApp } from '../../services/notification/src/app.ts';
import { createApp as identityApp } from '../../services/identity/src/app.ts';
import type { SigningKey } from '../../services/identity/src/auth/signing-key.ts';
import type { ServiceName } from '../../scripts/lib/stack.ts';

export interface ServiceRoute {
  service: ServiceName;
  method: string;
  /** As declared, with :params. */
  path: string;
  paramNames: string[];
}

/** Anything: any property is another stand-in, calling one returns one. Never awaited, never used. */
function inert(): never {
  const target = function () {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 0 : proxy),
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy as never;
}

function signingKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicKey, kid: 'routes', publicJwk: inert() };
}

type RouterLayer = { methods: string[]; path: string; paramNames?: { name: string }[] };

/** The routes of one app: each router.routes() middleware carries its router (dispatch.router). */
export function routesOf(service: ServiceName, app: Koa): ServiceRoute[] {
  const routes: ServiceRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as unknown as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack as unknown as RouterLayer[]) {
      for (const method of layer.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ service, method, path: layer.path, paramNames: (layer.paramNames ?? []).map((p) => p.name) });
      }
    }
  }
  return routes;
}

/** The apps exactly as each service's main builds them, on stand-in infrastructure. */
export function allServiceRoutes(): ServiceRoute[] {
  const infra = inert();
  const apps: [ServiceName, Koa][] = [
    ['catalogue', catalogueApp({ infra })],
    ['pricing', pricingApp({ infra, catalogueUrl: 'http://127.0.0.1:9', fallbackDayPrice: '300' })],
    ['booking', bookingApp(inert())],
    ['notification', notificationApp({ infra, keyring: inert(), contactRateLimit: { max: 5, windowSeconds: 60 }, addressKey: inert() })],
    // A real key: identity derives its throttle's hashing key from it when the app is built.
    ['identity', identityApp({ infra, config: inert(), key: signingKey() })],
  ];
  return apps.flatMap(([service, app]) => routesOf(service, app));
}

/** A concrete path for a declared one: each :param replaced by `value(name)`. */
export function fillPath(route: ServiceRoute, value: (name: string) => string = () => '1'): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(value(name)));
}

export const isAdminRoute = (route: Pick<ServiceRoute, 'path'>) => route.path === '/api/admin' || route.path.startsWith('/api/admin/');
export const isInternalRoute = (route: Pick<ServiceRoute, 'path'>) => route.path.startsWith('/internal/');
export const isHealthRoute = (route: Pick<ServiceRoute, 'path'>) => route.path === '/healthz' || route.path === '/readyz';
