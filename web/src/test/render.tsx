import type { ReactElement, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { langOfPath, LOCALE } from '../i18n/lang.ts';
import it from '../i18n/messages/it.json';
import type { ApiRoute, ApiRoutes } from './api-routes.ts';
import en from '../i18n/messages/en.json';

/** One request the component sent, as the server would have read it. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A request as a route's handler sees it: its path parameters and its query read for it. */
export interface RouteRequest extends SentRequest {
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  query: URLSearchParams;
}

type Headers = Record<string, string>;
/** A refusal carries whatever the test needs (a service's error body, text, nothing readable). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503 | 504;
/**
 * A route's answer: a success carries the body the contract gives that route (api-routes.ts), a
 * 204 carries none, a refusal carries any body.
 */
export type Answer<T> =
  | { status?: 200 | 201; body: T; headers?: Headers }
  | { status: 204; headers?: Headers }
  | { status: RefusalStatus; body: unknown; headers?: Headers };
type AnyAnswer = { status?: number; body?: unknown; headers?: Headers };

/** Answers one route; undefined means 404 (a request the test did not expect). */
export type RouteHandler<K extends ApiRoute> = (
  request: RouteRequest,
) => Answer<ApiRoutes[K]> | undefined | Promise<Answer<ApiRoutes[K]> | undefined>;
/** The routes a test's fake network answers, each typed by its contract. */
export type FakeRoutes = { [K in ApiRoute]?: RouteHandler<K> };

/** The component tests' network: built by fakeServer() only, so every answer is checked against the contracts. */
export interface FakeServer {
  readonly routes: FakeRoutes;
  answer: (request: SentRequest) => Promise<AnyAnswer | undefined>;
}

/** Splits '<METHOD> <path>' and says whether a request's path fits it, with its parameters. */
function matcher(route: string): (method: string, path: string) => Record<string, string> | undefined {
  const [routeMethod, routePath] = route.split(' ') as [string, string];
  const parts = routePath.split('/');
  return (method, path) => {
    const segments = path.split('/');
    if (method !== routeMethod || segments.length !== parts.length) return undefined;
    const params: Record<string, string> = {};
    for (const [index, part] of parts.entries()) {
      const segment = segments[index]!;
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
      else if (part !== segment) return undefined;
    }
    return params;
  };
}

/**
 * A fake network from typed routes: a request goes to the route of its method and path (a literal
 * segment wins over a `:name` one); its query does not choose the route.
 */
export function fakeServer(routes: FakeRoutes): FakeServer {
  const table = (Object.entries(routes) as [ApiRoute, RouteHandler<ApiRoute>][])
    .map(([route, handler]) => ({ route, handler, match: matcher(route), wildcards: route.split(':').length }))
    .sort((a, b) => a.wildcards - b.wildcards);
  return {
    routes,
    answer: async (request) => {
      const url = new URL(request.url, 'http://site.test');
      for (const { handler, match } of table) {
        const params = match(request.method, url.pathname);
        if (params) return (await handler({ ...request, params, query: url.searchParams })) as AnyAnswer | undefined;
      }
      return undefined;
    },
  };
}

export interface RenderOptions {
  /** Answers already in the cache, as the page would have them after loading. */
  data?: Array<[QueryKey, unknown]>;
  /** What the component's requests get back; every request is recorded in `requests`. */
  server?: FakeServer;
  /** The address the router starts at; under /en the component speaks English. */
  path?: string;
}

/**
 * Renders a component with the site's own providers (query client with the site's defaults, theme,
 * toasts) under a router, and puts a small in-memory server in place of the network. Component
 * tests drive what the user sees; the browser suite in tests/e2e checks the same screens against the
 * real services.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const requests: SentRequest[] = [];
  const server = options.server ?? fakeServer({});
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = { method: init?.method ?? 'GET', url, body: text === undefined ? undefined : JSON.parse(text) };
    requests.push(request);
    const answer = await server.answer(request);
    if (!answer) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    // A 204 carries no body at all (a Response refuses one).
    if (answer.status === 204) return new Response(null, { status: 204, headers: answer.headers });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch;

  const queryClient = createQueryClient();
  for (const [key, value] of options.data ?? []) queryClient.setQueryData(key, value);
  // The words of the starting address's language, given at once (the site fetches the English ones).
  const lang = langOfPath(options.path ?? '/');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>
      <IntlProvider locale={LOCALE[lang]} defaultLocale={LOCALE.it} messages={lang === 'en' ? en : it}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
      </IntlProvider>
    </AppProvider>
  );
  return { ...render(ui, { wrapper }), queryClient, requests };
}

afterEach(() => cleanup());
