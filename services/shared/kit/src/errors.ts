import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { MESSAGES } from '@nbp/contracts/messages';
import { errorFields, type CodedIssue, type ErrorCode, type ErrorIssue, type ErrorParams } from '@nbp/contracts/errors';

/** An answer the caller can act on: status, readable (Italian) message, optional per-field issues. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400; `code` lets a service give its refusals a stable name a client can map (default 'bad_request'). */
export const badRequest = (message: string, issues?: { path: string; message: string }[], code = 'bad_request') =>
  new HttpError(400, message, code, issues);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');

/** The code of every "something we depend on is down, try again" answer: a database, the broker or another service. */
export const UNAVAILABLE_CODE = 'unavailable';
/** A 503 the caller may retry; the message says, in Italian, what could not be reached. */
export const unavailable = (message: string) => new HttpError(503, message, UNAVAILABLE_CODE);

export function zodIssues(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Parses with a contract; a failure becomes a 400 whose message is the first readable problem, and
 * whose `error` is `code` (default 'bad_request').
 */
export function parse<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
  code?: string,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = zodIssues(result.error);
  throw badRequest(issues[0]?.message ?? MESSAGES.invalidBody, issues, code);
}

/** What a visitor reads when the database is out of reach: the same words as the gateway's 503. */
export const UNAVAILABLE_MESSAGE = 'Servizio momentaneamente non disponibile. Riprova tra poco.';

// Socket failures, PostgreSQL's "connection exception" class 08, shutdown and too-many-connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_TEXT =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|connection (is )?closed/i;

/**
 * The database (or another backing system) could not be reached, so the request could not be
 * carried out: the caller may simply try again. Looks through wrapped causes (ORM exceptions).
 */
export function isUnavailableError(err: unknown): boolean {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_TEXT.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** An error answer as every service and the gateway send it (docs/errors.md). */
export interface ErrorAnswer {
  error: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
  issues?: CodedIssue[];
}

/**
 * Adds to an error body the catalogue's `code` (and `params`), and to each issue its own: the
 * existing fields stay as they are, a message the catalogue does not know gets its status's generic code.
 */
export function codedErrorBody(status: number, body: { error: string; message: string; issues?: readonly ErrorIssue[] }): ErrorAnswer {
  const { issues, ...rest } = body;
  const fields = errorFields(status, body.message, issues);
  return { ...rest, ...fields };
}

interface BodyParserError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** The one error mapping of every service: 4xx with a readable message, 500 with no details. */
export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (raw) {
    const err = raw as BodyParserError;
    let status = 500;
    let body: { error: string; message: string; issues?: { path: string; message: string }[] };
    if (err instanceof HttpError) {
      status = err.status;
      body = { error: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
    } else if (err instanceof ZodError) {
      status = 400;
      const issues = zodIssues(err);
      body = { error: 'bad_request', message: issues[0]?.message ?? MESSAGES.invalidBody, issues };
    } else if ((err.status ?? err.statusCode) === 413 || err.type === 'entity.too.large') {
      status = 413;
      body = { error: 'payload_too_large', message: MESSAGES.bodyTooLarge };
    } else if (err.type === 'entity.parse.failed' || err.name === 'SyntaxError' || ((err.status ?? 0) >= 400 && (err.status ?? 0) < 500)) {
      status = err.status && err.status !== 500 ? err.status : 400;
      body = {
        error: 'bad_request',
        message: status === 415 ? 'Formato della richiesta non supportato.' : 'Richiesta non valida: il corpo non è JSON valido.',
      };
    } else if (isUnavailableError(err)) {
      status = 503;
      ctx.set('Retry-After', '5');
      ctx.state.logger?.warn({ err: err.message }, 'dependency unavailable');
      body = { error: UNAVAILABLE_CODE, message: UNAVAILABLE_MESSAGE };
    } else {
      ctx.state.logger?.error({ err }, 'unhandled error');
      body = { error: 'internal', message: MESSAGES.serverError };
    }
    ctx.status = status;
    ctx.body = codedErrorBody(status, body);
  }
}

/** A path segment that is '.' or '..', written plainly or percent-encoded (%2e, %2E), ended by a slash (also encoded or a backslash) or the end. */
export const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|\\|%2f|%5c|$)/i;
/** What the gateway and the web renderer answer to such a path (400). */
export const INVALID_PATH = 'Indirizzo non valido: il percorso contiene segmenti "." o "..".';
