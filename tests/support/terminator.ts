/**
 * An HTTPS terminator's stand-in for a test (docs/security-edge.md#three-topologies): a plain HTTP
 * proxy on 127.0.0.1 that does what a load balancer in front of nginx does with X-Forwarded-For:
 * keeps what the visitor sent and appends the address the visitor connected from. It connects to
 * its target from one chosen source address (`from`), the one nginx is told to trust.
 *
 *   const terminator = await startTerminator({ target: nginx.url, from: '127.0.0.9' });
 *   await fetch(`${terminator.url}/api/boats`);
 *   await terminator.stop();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Terminator {
  url: string;
  stop: () => Promise<void>;
}

export async function startTerminator(options: { target: string; from: string }): Promise<Terminator> {
  const target = new URL(options.target);
  const server = http.createServer((req, res) => {
    const sent = req.headers['x-forwarded-for'];
    const chain = [...(Array.isArray(sent) ? sent : sent ? [sent] : []), req.socket.remoteAddress ?? ''].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        localAddress: options.from,
        agent: false,
        headers: { ...req.headers, 'x-forwarded-for': chain, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
