/**
 * One page rendered on the server (docs/server-rendering.md#the-render): the router's static handler
 * matches the address in the page table and runs the page's loader, which reads the page's data into
 * the query client; then the same components as in the browser render once, with React's streaming
 * renderer waiting for every part (the English words) before the HTML is taken whole.
 *
 * What the render used travels in the page: the queries' answers (dehydrated) and the router's
 * loader data, so the browser's first render sees the same data and takes over the HTML instead of
 * drawing it again.
 */
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { AppProvider } from '../app/provider.tsx';
import { appRoutes } from '../app/router.tsx';
import type { PageHandle, PageName } from '../app/routes.ts';
import { RenderRecordContext, type RenderRecord } from '../lib/render-record.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ApiError } from '../lib/api-client.ts';

/** What the browser takes the page over with (main.tsx): the queries' answers and the router's state. */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

export interface RenderedPage {
  /** The page of the table the address showed. */
  page: PageName;
  status: number;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for what the page shows. */
  styles: string;
  head: RenderRecord['head'];
  /** None when a call failed (the browser then renders afresh). */
  state: PageState | null;
  /**
   * Queries the page asked for while rendering that its loader had not read (none when the screen's
   * `load` names everything it reads; the render test checks every page).
   */
  unread: Query[];
}

/** A query the render asked for and found not read: pending, not fetching, switched on, not live (lib/query-keys.ts LIVE). */
function unread(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.live) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

function renderHtml(app: ReactNode, sheet: ServerStyleSheet): Promise<{ html: string; styles: string }> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      // Every part in place, none sent apart to be moved by an inline script (which the CSP forbids
      // and a reader without JavaScript never runs): React otherwise sends a large part separately.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Crawlers and visitors without JavaScript get every part: the HTML is taken once all is rendered.
      onAllReady() {
        if (failed) {
          sheet.seal();
          reject(failed instanceof Error ? failed : new Error(String(failed)));
          return;
        }
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          const styles = sheet.getStyleTags();
          sheet.seal();
          resolve({ html: Buffer.concat(chunks).toString('utf8'), styles });
        });
        stream.pipe(sink);
      },
      onShellError(error) {
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/** A read the API answered 404: the page says the thing does not exist. */
const missing = (query: Query): boolean => query.state.error instanceof ApiError && query.state.error.status === 404;

/** The page's address run through the router: its page, and the loaders' work done. */
async function routed(url: string, queryClient: ReturnType<typeof createQueryClient>) {
  const handler = createStaticHandler(appRoutes(queryClient, { wait: true }));
  const context = await handler.query(new Request(new URL(url, 'http://renderer.invalid')));
  // No loader redirects: that would be a bug, answered 500 (nginx then sends the shell). A loader that
  // throws is drawn by the route's error page (app/page-error.tsx) and answered 500.
  if (context instanceof Response) throw new Error(`the router answered ${url} with a ${context.status} response`);
  const page = (context.matches.at(-1)?.route.handle as PageHandle).page;
  return { router: createStaticRouter(handler.dataRoutes, context), context, page };
}

const hydrationOf = (context: StaticHandlerContext): HydrationState => ({ loaderData: context.loaderData, actionData: context.actionData });

export async function renderPage(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const { router, context, page } = await routed(url, queryClient);
  const record: RenderRecord = { status: 200 };
  const sheet = new ServerStyleSheet();
  const rendered = await renderHtml(
    sheet.collectStyles(
      <StrictMode>
        <RenderRecordContext.Provider value={record}>
          <AppProvider queryClient={queryClient}>
            {/* The router's state goes with the queries' (PageState): React Router's own inline script is not allowed by the CSP. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </RenderRecordContext.Provider>
      </StrictMode>,
    ),
    sheet,
  );
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.filter((query) => query.state.status === 'error');
  // A call that failed (not a boat that does not exist) is not a page to keep: 503, and nginx answers with the plain shell.
  const broken = failed.some((query) => !missing(query));
  return {
    page,
    status: broken ? 503 : context.errors ? 500 : record.status,
    html: rendered.html,
    styles: rendered.styles,
    head: record.head,
    // What does not exist travels too, so the browser keeps the server's not-found page instead of
    // asking again (docs/server-rendering.md#status). A route that failed is drawn afresh there.
    state:
      broken || context.errors
        ? null
        : {
            queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || missing(query) }),
            router: hydrationOf(context),
          },
    unread: queries.filter(unread),
  };
}
