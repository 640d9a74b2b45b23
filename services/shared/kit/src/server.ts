import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger.ts';
import { ConfigError } from './config.ts';

export interface RunningServer {
  server: http.Server;
  url: string;
  /** Drains (see `serveHandler`) and runs `onShutdown`; the same promise on every call. */
  close: () => Promise<void>;
  /** Set from the moment draining starts: /readyz answers 503 from then on. */
  drain: DrainState;
}

/** Whether a server is draining: shared by the server and the readiness route that reports it. */
export interface DrainState {
  draining: boolean;
}

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Run once the last connection closed: stop the workers, close the broker and the database. */
  onShutdown?: () => Promise<void>;
  /** Drain and exit on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
  /** How long requests in flight may take to finish once draining starts (default 10 s). */
  drainMs?: number;
  /** The state to mark (the gateway hands in the one its /readyz reads); a new one by default. */
  drain?: DrainState;
}

/** The drain state of each Koa app `serve` listens with, for its /readyz (see http.ts). */
const appDrains = new WeakMap<object, DrainState>();

/** Whether the server listening with this Koa app has started draining. */
export const isDraining = (app: object): boolean => appDrains.get(app)?.draining ?? false;

/** A service's Koa app, listening, with the graceful drain of `serveHandler`. */
export async function serve(app: Koa, options: ServeOptions): Promise<RunningServer> {
  const drain = options.drain ?? { draining: false };
  appDrains.set(app, drain);
  return serveHandler(app.callback(), { ...options, drain });
}

/**
 * Listens, and drains on SIGTERM/SIGINT (docs/replicas.md#draining): from the first moment
 * /readyz fails and no new connection is accepted (a caller's connection is refused, and the
 * balancer sends it to another replica); requests in flight finish, for at most `drainMs`, and
 * each answer from then on says `Connection: close`, so no caller sends another request on a kept
 * connection; idle connections are closed at once. Then `onShutdown` (the broker, the database) and
 * exit 0.
 */
export async function serveHandler(handler: http.RequestListener, options: ServeOptions): Promise<RunningServer> {
  const drain = options.drain ?? { draining: false };
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (drain.draining) res.setHeader('connection', 'close');
    handler(req, res);
  });
  // Keep-alive from the gateway must outlive its own idle timeout, or it reuses a closed socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      drain.draining = true;
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) {
        // Not yet answered: the answer closes its connection. Already answering: closed once sent.
        if (!res.headersSent) res.setHeader('connection', 'close');
        else {
          const socket = res.socket;
          res.once('finish', () => socket?.end());
        }
      }
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), options.drainMs ?? 10_000);
      await done;
      clearTimeout(force);
      await options.onShutdown?.();
    })();
    return closing;
  };
  if (options.handleSignals !== false) {
    const onSignal = (signal: string) => {
      options.logger.info({ signal, inFlight: inFlight.size }, 'draining, then shutting down');
      close()
        .then(() => {
          options.logger.info('shut down');
          process.exit(0);
        })
        .catch((err) => {
          options.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  options.logger.info({ url }, 'listening');
  return { server, url, close, drain };
}

/** Runs a service's main: a configuration problem or an unreachable dependency ends with a clear line, not a stack. */
export function runMain(name: string, main: () => Promise<unknown>): void {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(`[${name}] ${err.message}`);
    } else if (err instanceof DependencyError) {
      console.error(`[${name}] ${err.message}`);
    } else {
      console.error(`[${name}] failed to start:`, err);
    }
    process.exit(1);
  });
}

/** A dependency (PostgreSQL, RabbitMQ) could not be reached at start. */
export class DependencyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DependencyError';
  }
}
