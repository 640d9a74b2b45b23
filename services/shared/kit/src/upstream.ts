import http from 'node:http';
import type { z } from 'zod';
import { balancerFor, connectionFailed, keepAliveAgent, retryable, type Balancer, type Target } from './balancer.ts';
import type { ErrorCode } from '@nbp/contracts/errors';
import { unavailable, UNAVAILABLE_CODE, type HttpError } from './errors.ts';

export { unavailable, UNAVAILABLE_CODE };

/**
 * The one way a service (or the gateway) calls another service's HTTP API.
 *
 * Each call goes to one replica of the other service, the next in turn (the kit's balancer,
 * docs/replicas.md), over a kept-alive connection to that replica; a call whose connection is
 * refused or reset before any answer is sent once more to another replica. What this module adds
 * besides is what every caller needs the same way: a timeout, the request id carried along so one
 * visitor's request can be followed across the logs of every service, answers checked against the
 * contract, and one refusal for "the other service is down": a 503 `unavailable` with an Italian
 * message the caller chooses.
 */

/** What a call to another service carries: the request id to follow it across logs, maybe credentials. */
export interface CallContext {
  requestId?: string;
  headers?: Record<string, string>;
}

/** A 200 matching the contract, or another non-5xx status handed back for the caller to map. */
export type UpstreamAnswer<T> = { ok: true; body: T } | { ok: false; status: number; body: unknown };

export interface UpstreamOptions {
  /** Where the other service listens, e.g. http://127.0.0.1:4101 or http://catalogue:4101. */
  baseUrl: string;
  /** The code of the 503 when it cannot be reached: its words say which service (`unavailable_pricing`). */
  down: ErrorCode;
  /** How long one call may take before it counts as down (default 3 s). */
  timeoutMs?: number;
  /** Which replica each call goes to (default: this process's one balancer for `baseUrl`). */
  balancer?: Balancer;
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
  const balancer = options.balancer ?? balancerFor(options.baseUrl);
  const down = () => unavailable(options.down);
  return {
    down,
    async get<T>(path: string, schema: z.ZodType<T>, call: CallContext = {}): Promise<UpstreamAnswer<T>> {
      let answer: RawAnswer;
      try {
        answer = await balancedRequest(balancer, path, {
          headers: {
            accept: 'application/json',
            ...(call.requestId ? { 'x-request-id': call.requestId } : {}),
            ...call.headers,
          },
          timeoutMs,
        });
      } catch {
        throw down();
      }
      if (answer.status >= 500) throw down();
      let body: unknown;
      try {
        body = answer.body.length ? JSON.parse(answer.body.toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      if (answer.status !== 200) return { ok: false, status: answer.status, body };
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw down();
      return { ok: true, body: parsed.data };
    },
  };
}

/** A whole answer: status, headers, body bytes. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface BalancedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** How long one attempt may take, the answer's body included (reading it is inside the timeout too). */
  timeoutMs: number;
}

/** Why an attempt failed, and how far it had got. */
class AttemptError extends Error {
  constructor(
    readonly failure: unknown,
    readonly attempt: { responded: boolean; timedOut: boolean },
  ) {
    super((failure as Error)?.message ?? 'request failed');
    this.name = 'AttemptError';
  }
}

/**
 * One request to one replica of a service, picked by `balancer`, with the retry rule of
 * docs/replicas.md#the-retry-rule: a connection refused or reset before any byte of the answer is
 * sent once more to another replica (any method: it reached no process); a timeout or a failure
 * after the answer began is not. An address whose connection failed is left out for a while.
 * Rejects with the failure's cause when no answer came.
 */
export async function balancedRequest(balancer: Balancer, path: string, init: BalancedRequestInit): Promise<RawAnswer> {
  const first = await balancer.pick();
  try {
    return await attempt(first, path, init);
  } catch (err) {
    if (!(err instanceof AttemptError)) throw err;
    if (connectionFailed(err.failure, err.attempt)) balancer.failed(first.address);
    if (!retryable(err.failure, err.attempt)) throw err.failure;
  }
  const second = await balancer.pick(first.address);
  try {
    return await attempt(second, path, init);
  } catch (err) {
    if (!(err instanceof AttemptError)) throw err;
    if (connectionFailed(err.failure, err.attempt)) balancer.failed(second.address);
    throw err.failure;
  }
}

function attempt(target: Target, path: string, init: BalancedRequestInit): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const state = { responded: false, timedOut: false };
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new AttemptError(err, state));
    };
    const request = http.request(new URL(path, target.origin), {
      method: init.method ?? 'GET',
      // The name the caller wrote (booking:4103), not the address: what the service saw before.
      headers: { ...init.headers, host: target.host },
      agent: keepAliveAgent,
    });
    const timer = setTimeout(() => {
      state.timedOut = true;
      request.destroy(Object.assign(new Error(`no answer within ${init.timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    }, init.timeoutMs);
    request.on('error', fail);
    request.on('response', (response) => {
      state.responded = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('close', () => {
        if (!response.complete) fail(Object.assign(new Error('answer cut short'), { code: 'ECONNRESET' }));
      });
      response.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end(init.body);
  });
}
