import type { z } from 'zod';
import { HttpError } from '@nbp/kit/errors';

/** What a call to another service carries: the request id to follow it across logs, maybe credentials. */
export interface CallContext {
  requestId?: string;
  headers?: Record<string, string>;
}

export const unavailable = (message: string) => new HttpError(503, message, 'unavailable');

/**
 * GETs JSON from another service with a 3 s timeout. A network failure, a timeout, a 5xx or an
 * answer that does not match the contract becomes a 503 with the given Italian message; other
 * statuses are handed back for the caller to map.
 */
export async function getJson<T>(
  url: URL,
  schema: z.ZodType<T>,
  call: CallContext,
  downMessage: string,
): Promise<{ ok: true; body: T } | { ok: false; status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(call.requestId ? { 'x-request-id': call.requestId } : {}), ...call.headers },
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    throw unavailable(downMessage);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 500) throw unavailable(downMessage);
  if (response.status !== 200) return { ok: false, status: response.status, body };
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unavailable(downMessage);
  return { ok: true, body: parsed.data };
}
