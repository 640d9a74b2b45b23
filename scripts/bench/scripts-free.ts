/**
 * The limit a page's code is measured against (docs/performance.md#the-site-against-its-limit): the
 * same rendered HTML with every script and script preload taken out, served beside the real page
 * by the same kind of proxy in front of nginx, so both loads pay the same hop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

/** Every <script> element (inline or with src) and every link that preloads code. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = /\srel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    const as = /\sas\s*=\s*["']?([\w-]+)/i.exec(tag)?.[1]?.toLowerCase();
    return rel.includes('modulepreload') || (rel.includes('preload') && as === 'script') ? '' : tag;
  });
}

export interface PageProxy {
  url: string;
  close: () => Promise<void>;
}

/** A proxy to upstream (nginx) on a port of its own; with strip, the HTML it answers has no code. */
export async function startPageProxy(upstream: string, strip: boolean): Promise<PageProxy> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: target.host };
    const forward = http.request(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!strip || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = answer.headers['content-encoding'] === 'gzip';
          const html = stripScripts((gzipped ? gunzipSync(raw) : raw).toString('utf8'));
          const body = gzipped ? gzipSync(html, { level: 6 }) : Buffer.from(html);
          const out = { ...answer.headers, 'content-length': String(body.length) };
          delete out.etag;
          delete out['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(body);
        });
        answer.on('error', () => response.destroy());
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
