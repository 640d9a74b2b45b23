/**
 * One page rendered on the server (docs/server-rendering.md#the-render): the same components as in
 * the browser, below a router fixed on the address, with React's streaming renderer waiting for every
 * part (lazy screens, the English words) before the HTML is taken whole.
 *
 * Data: the page is rendered once, the queries it asked for are fetched from the public API, and it
 * is rendered again with their answers (once more if an answer led to new questions, at most three
 * passes). What the last pass used travels in the page (dehydrated), so the browser's first render
 * sees the same data and takes over the HTML instead of drawing it again.
 */
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { RenderRecordContext, type RenderRecord } from '../lib/render-record.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ApiError } from '../lib/api-client.ts';

const MAX_PASSES = 3;

export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for what the page shows. */
  styles: string;
  head: RenderRecord['head'];
  /** The queries' answers, for the browser's cache; none when a call failed (the browser then renders afresh). */
  state: DehydratedState | null;
}

/**
 * Whether the page asked for this query and it has not been asked yet. A query switched off, and a
 * live one (what is booked or free, lib/query-keys.ts LIVE), waits for the browser.
 */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.live) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

function renderOnce(url: string, queryClient: QueryClient): Promise<{ html: string; styles: string; record: RenderRecord }> {
  const record: RenderRecord = { status: 200 };
  const sheet = new ServerStyleSheet();
  const app = sheet.collectStyles(
    <StrictMode>
      <RenderRecordContext.Provider value={record}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </RenderRecordContext.Provider>
    </StrictMode>,
  );
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
          resolve({ html: Buffer.concat(chunks).toString('utf8'), styles, record });
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

export async function renderPage(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  let pass = await renderOnce(url, queryClient);
  for (let passes = 1; passes < MAX_PASSES; passes += 1) {
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    pass = await renderOnce(url, queryClient);
  }
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.filter((query) => query.state.status === 'error');
  // A call that failed (not a boat that does not exist) is not a page to keep: 503, and nginx answers with the plain shell.
  const broken = failed.some((query) => !(query.state.error instanceof ApiError && query.state.error.status === 404));
  return {
    status: broken ? 503 : pass.record.status,
    html: pass.html,
    styles: pass.styles,
    head: pass.record.head,
    state: failed.length === 0 ? dehydrate(queryClient) : null,
  };
}
