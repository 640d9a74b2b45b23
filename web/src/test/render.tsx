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
import en from '../i18n/messages/en.json';

/** One request the component sent, as the server would have read it. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> } | undefined;
/** Answers a request by method and URL; undefined means 404 (a request the test did not expect). */
export type FakeServer = (request: SentRequest) => Answer | Promise<Answer>;

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
  const server = options.server ?? (() => undefined);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = { method: init?.method ?? 'GET', url, body: text === undefined ? undefined : JSON.parse(text) };
    requests.push(request);
    const answer = await server(request);
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
