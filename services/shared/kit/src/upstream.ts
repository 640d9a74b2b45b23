import type { z } from 'zod';
import { unavailable, UNAVAILABLE_CODE, type HttpError } from './errors.ts';

export { unavailable, UNAVAILABLE_CODE };

/**
 * The one way a service (or the gateway) calls another service's HTTP API.
 *
 * Node's built-in fetch keeps its connections alive and pools them per origin, so repeated calls to
 * the same service reuse sockets; what this module adds is what every caller needs the same way:
 * a timeout, the request id carried along so one visitor's request can be followed across the
 * logs of every service, answers checked against the contract, and one refusal for "the other
 * service is down": a 503 `unavailable` with an Italian message the caller chooses.
 */

/** What a call to another service carries: the request id to follow it across logs, maybe credentials. */
export interface CallContext {
  requestId?: string;
  headers?: Record<string, string>;
}

/** A 200 matching the contract, or another non-5xx status handed back for the caller to map. */
export type UpstreamAnswer<T> = { ok: true; body: T } | { ok: false; status: number; body: unknown };

export interface UpstreamOptions {
  /** Where the other service listens, e.g. http://127.0.0.1:4101. */
  baseUrl: string;
  /** The Italian message of the 503 when it cannot be reached. */
  downMessage: string;
  /** How long one call may take before it counts as down (default 3 s). */
  timeoutMs?: number;
}

export interface Upstream {
  /**
   * GETs JSON. A connection failure, a timeout, a 5xx or a 200 whose body does not match `schema`
   * throws the 503; any other status is handed back for the caller to map.
   */
  get<T>(path: string, schema: z.ZodType<T>, call?: CallContext): Promise<UpstreamAnswer<T>>;
  /** The 503 this upstream throws, for callers that refuse an answer themselves. */
  down(): HttpError;
}

export function upstream(options: UpstreamOptions): Upstream {
  const timeoutMs = options.timeoutMs ?? 3000;
  const down = () => unavailable(options.downMessage);
  return {
    down,
    async get<T>(path: string, schema: z.ZodType<T>, call: CallContext = {}): Promise<UpstreamAnswer<T>> {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(new URL(path, options.baseUrl), {
          headers: {
            accept: 'application/json',
            ...(call.requestId ? { 'x-request-id': call.requestId } : {}),
            ...call.headers,
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Reading the body is inside the timeout too: a service that sends headers and then stalls is down.
        body = await response.json().catch((err: unknown) => {
          if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError') throw err;
          return undefined;
        });
      } catch {
        throw down();
      }
      if (response.status >= 500) throw down();
      if (response.status !== 200) return { ok: false, status: response.status, body };
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw down();
      return { ok: true, body: parsed.data };
    },
  };
}
