import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger.ts';
import { ConfigError } from './config.ts';

export interface RunningServer {
  server: http.Server;
  url: string;
  close: () => Promise<void>;
}

/** Listens, and on SIGTERM/SIGINT stops accepting, finishes requests in flight, then closes the rest. */
export async function serve(
  app: Koa,
  options: { port: number; host: string; logger: Logger; onShutdown?: () => Promise<void>; handleSignals?: boolean },
): Promise<RunningServer> {
  const server = http.createServer(app.callback());
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
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await done;
      clearTimeout(force);
      await options.onShutdown?.();
    })();
    return closing;
  };
  if (options.handleSignals !== false) {
    const onSignal = (signal: string) => {
      options.logger.info({ signal }, 'shutting down');
      close()
        .then(() => process.exit(0))
        .catch((err) => {
          options.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  options.logger.info({ url }, 'listening');
  return { server, url, close };
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
