import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger } from 'pino';
import { redactedPath } from '@nbp/kit/logger';
import { setSecurityHeaders } from './security.ts';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * What every answer gets, from Express or from the shared cache: a request id (the caller's when it
 * is a sane one), the log line when it is finished, the security headers.
 */
export function requestStamper(logger: Logger) {
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    const started = performance.now();
    const pathname = (req.url ?? '').split('?')[0];
    res.on('finish', () => {
      if (pathname === '/healthz') return;
      logger.info(
        {
          requestId: id,
          method: req.method,
          // No private link or feed token in a log line (docs/security-edge.md#no-token-in-a-log-line).
          path: redactedPath(pathname ?? ''),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    setSecurityHeaders(res);
  };
}
