import { errorTextIn, loadErrorCatalogue } from '../i18n/error-texts.ts';
import { pageLang } from '../i18n/page-lang.ts';
import type { Lang } from '../i18n/lang.ts';
import type { ZodType } from 'zod';

/**
 * Every call sends credentials; a body goes as JSON. A non-OK answer becomes an error whose message
 * is '<status>: <body text>' (or the status text when the body is empty), as docs/product/texts.md#errors says.
 * On an English page the readable message is the English text of the answer's code
 * (docs/languages.md#error-texts); Italian pages show the service's Italian message as before.
 */
export class ApiError extends Error {
  /** The readable message in the page's language when it is not Italian (set by `apiRequest`). */
  localMessage?: string;

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

  /** The catalogue code of the answer (docs/errors.md#the-body), if it carried one. */
  get messageCode(): string | undefined {
    const code = this.body?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The readable message a service put in its JSON answer, if any: in English on an English page. */
  get serverMessage(): string | undefined {
    if (this.localMessage) return this.localMessage;
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      /* not JSON */
    }
    return undefined;
  }

  private get body(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Finds the text of the answer's code in `lang` (fetching the catalogue of codes the first time)
   * and keeps it as `localMessage`. Nothing for Italian, for an answer without a readable message,
   * or when the catalogue cannot be had: the Italian message stays.
   */
  async inLanguage(lang: Lang): Promise<this> {
    const body = this.body;
    if (lang === 'it' || typeof body?.message !== 'string') return this;
    try {
      this.localMessage = errorTextIn(await loadErrorCatalogue(), lang, body);
    } catch {
      /* the catalogue did not load: the Italian message is better than none */
    }
    return this;
  }
}

/**
 * A success whose body is not what the contract says (docs/web.md#answers-checked): `{}` where a
 * booking request's answer was due, a field missing. It is shown as a failed call, never read as if
 * it were the answer (a missing date would blank the page).
 */
export class InvalidAnswerError extends Error {
  constructor(
    readonly url: string,
    /** Where the answer differs from the contract: '<path>: <zod message>', one per problem. */
    readonly problems: string[],
  ) {
    super(`invalid answer from ${url.split('?')[0] ?? url}: ${problems.join('; ')}`);
    this.name = 'InvalidAnswerError';
  }
}

/**
 * The contract an answer is read with: the zod schema of `@nbp/contracts/http/*`, or a function
 * that imports it, so that zod is downloaded only when the browser itself asks (a page taken over
 * from the server's HTML reads its first answers from the page, unchecked again: docs/web.md#answers-checked).
 */
export type AnswerContract<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** The answer as its contract reads it, or an InvalidAnswerError. */
export async function checkedAnswer<T>(url: string, answer: unknown, contract: AnswerContract<T>): Promise<T> {
  const schema = typeof contract === 'function' ? await contract() : contract;
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new InvalidAnswerError(
    url,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
  );
}

/**
 * Where the site's `/api/...` addresses lead: the page's own origin in the browser (''), the gateway
 * when the server renders a page (docs/server-rendering.md#data).
 */
let apiOrigin = '';

/** Called once by the server renderer: its calls go to the gateway, as a browser's would. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  init?: RequestInit,
  contract?: AnswerContract<T>,
): Promise<T> {
  // The contract's code is fetched while the call is on its way.
  const schema = typeof contract === 'function' ? contract() : contract;
  const response = await fetch(apiOrigin + url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...init,
  });
  if (!response.ok) {
    const text = await response.text();
    throw await new ApiError(response.status, text, response.statusText).inLanguage(pageLang());
  }
  if (response.status === 204 && !schema) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const answer: unknown =
    response.status === 204 ? undefined : type.includes('application/json') ? await response.json() : await response.text();
  return schema ? checkedAnswer(url, answer, await schema) : (answer as T);
}

/**
 * A GET whose answer is a list and whose X-Total-Count header says how many match in all (a page of
 * the admin bookings, docs/back-office.md#finding-a-booking); total is the list's length without it.
 * `offset`: where the page starts when the answer says so in X-Page-Offset (a page the server chose,
 * docs/back-office.md#showing-a-booking-on-its-page), else null.
 */
export async function getPage<T>(
  url: string,
  /** Other headers of the answer to give back, by name (lower case). */
  headers: readonly string[] = [],
): Promise<{ items: T[]; total: number; offset: number | null; headers: Record<string, string | null> }> {
  const response = await fetch(apiOrigin + url, { method: 'GET', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const items = (await response.json()) as T[];
  const count = (name: string) => {
    const value = response.headers.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  return {
    items,
    total: count('x-total-count') ?? items.length,
    offset: count('x-page-offset'),
    headers: Object.fromEntries(headers.map((name) => [name, response.headers.get(name)])),
  };
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init),
  /** A GET whose answer is read with its contract (docs/web.md#answers-checked). */
  read: <T>(url: string, contract: AnswerContract<T>, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init, contract),
  /** A POST whose answer is read with its contract. */
  send: <T>(url: string, body: unknown, contract: AnswerContract<T>) => apiRequest<T>('POST', url, body ?? {}, undefined, contract),
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
