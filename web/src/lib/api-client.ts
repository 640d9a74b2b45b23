/**
 * Every call sends credentials; a body goes as JSON. A non-OK answer becomes an error whose message
 * is '<status>: <body text>' (or the status text when the body is empty), as docs/product/texts.md#errors says.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The stable code a service put in its JSON answer's `error` field, if any. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }

  /** The readable message a service put in its JSON answer, if any. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      /* not JSON */
    }
    return undefined;
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...init,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/**
 * A GET whose answer is a list and whose X-Total-Count header says how many match in all (a page of
 * the admin bookings, docs/back-office.md#finding-a-booking); total is the list's length without it.
 * `offset`: where the page starts when the answer says so in X-Page-Offset (a page the server chose,
 * docs/back-office.md#showing-a-booking-on-its-page), else null.
 */
export async function getPage<T>(url: string): Promise<{ items: T[]; total: number; offset: number | null }> {
  const response = await fetch(url, { method: 'GET', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const items = (await response.json()) as T[];
  const count = (name: string) => {
    const value = response.headers.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  return { items, total: count('x-total-count') ?? items.length, offset: count('x-page-offset') };
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** The message to show for a failed call: the server's own, or the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** How much of an answer's body a toast shows: an HTML error page would otherwise fill the screen. */
const DETAIL_LIMIT = 200;

/**
 * What the back office shows of a failed call: the service's readable message when its JSON answer
 * carried one, else what the server said, '<status>: <body>' (the status text when the body is
 * empty), so a failure without an Italian message is not hidden behind a fixed text. The fallback is
 * only for a call that got no answer at all (network down).
 */
export function errorDetail(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const server = error.serverMessage;
  if (server) return server;
  return error.message.length > DETAIL_LIMIT ? `${error.message.slice(0, DETAIL_LIMIT)}…` : error.message;
}

/** A fixed text (a failure the product words itself) followed by what the server said, if anything. */
export function withDetail(text: string, error: unknown): string {
  const detail = errorDetail(error, '');
  return detail ? `${text} (${detail})` : text;
}
