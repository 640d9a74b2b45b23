import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
// Every service answers English where the request asks for it (docs/errors.md#languages).
import {
  answeredCode,
  codedIssue,
  errorText,
  GENERIC_ERROR_CODE,
  problemOfIssue,
  type CodedIssue,
  type ErrorCode,
  type ErrorLanguage,
  type ErrorParams,
  type Problem,
} from '@nbp/contracts/errors-en';

/** The `error` of an answer by its status, unless a thrower names another (docs/errors.md#the-body). */
const KINDS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_requests',
  503: 'unavailable',
};
const kindOf = (status: number): string => KINDS[status] ?? (status >= 500 ? 'internal' : 'error');

const asProblem = (problem: ErrorCode | Problem): Problem => (typeof problem === 'string' ? { code: problem } : problem);

export interface HttpErrorOptions {
  /** The answer's `error` (default: the status's, e.g. 'bad_request' for a 400). */
  kind?: string;
  /** The wrong fields, each with its own code. */
  issues?: CodedIssue[];
  /** The language of the message (Italian unless the request asked for English, docs/errors.md#languages). */
  language?: ErrorLanguage;
}

/**
 * An answer the caller can act on: a status and a catalogue code with its parameters; the readable
 * message is the catalogue's text of the code (docs/errors.md). Thrown, never built as text.
 */
export class HttpError extends Error {
  readonly problem: Problem;
  readonly kind: string;
  readonly issues?: CodedIssue[];

  constructor(
    readonly status: number,
    problem: ErrorCode | Problem,
    options: HttpErrorOptions = {},
  ) {
    const asked = asProblem(problem);
    super(errorText(asked.code, options.language ?? 'it', asked.params));
    this.name = 'HttpError';
    this.problem = asked;
    this.kind = options.kind ?? kindOf(status);
    if (options.issues) this.issues = options.issues;
  }

  /** The body every service and the gateway answer with. */
  body(): ErrorAnswer {
    return errorAnswer(this.status, this.kind, this.message, this.problem, this.issues);
  }
}

/** A 400: `badRequest('date_invalid')`, or with the wrong fields (`issues`). */
export const badRequest = (problem: ErrorCode | Problem, options?: HttpErrorOptions) => new HttpError(400, problem, options);
/** A 400 about one field: the same problem as the message and as the field's issue. */
export const badRequestOn = (path: string, problem: ErrorCode | Problem, kind?: string) =>
  new HttpError(400, problem, { issues: [codedIssue(path, asProblem(problem))], ...(kind ? { kind } : {}) });
export const notFound = (problem: ErrorCode | Problem = 'not_found') => new HttpError(404, problem);
export const conflict = (problem: ErrorCode | Problem) => new HttpError(409, problem);

/** The code of every "something we depend on is down, try again" answer: a database, the broker or another service. */
export const UNAVAILABLE_CODE = 'unavailable';
/** A 503 the caller may retry; the message says, in Italian, what could not be reached (`unavailable_pricing`...). */
export const unavailable = (problem: ErrorCode | Problem = 'unavailable') => new HttpError(503, problem);

/** Each issue of a zod error with the code its schema gave it (`says`), or the generic one for zod's own words. */
export function zodIssues(error: ZodError): CodedIssue[] {
  return error.issues.map((issue) => {
    const problem = problemOfIssue(issue);
    const path = issue.path.map(String).join('.');
    // zod's own words (a field without an Italian message) stay as zod wrote them, with the generic code.
    if (problem.code === GENERIC_ERROR_CODE) return { path, message: issue.message, code: GENERIC_ERROR_CODE };
    return codedIssue(path, problem);
  });
}

/** A 400 of the problems a zod error lists: its message is the first one's. */
export function invalidInput(error: ZodError, kind?: string): HttpError {
  const issues = zodIssues(error);
  const first = issues[0];
  const refusal = new HttpError(400, first ? { code: first.code, ...(first.params ? { params: first.params } : {}) } : GENERIC_ERROR_CODE, {
    issues,
    ...(kind ? { kind } : {}),
  });
  // zod's own words have no text in the catalogue: the answer says them as zod wrote them.
  if (first && first.code === GENERIC_ERROR_CODE) refusal.message = first.message;
  return refusal;
}

/**
 * Parses with a contract; a failure becomes a 400 whose message is the first readable problem, and
 * whose `error` is `kind` (default 'bad_request').
 */
export function parse<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
  kind?: string,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error, kind);
}

/** What a visitor reads when the database is out of reach: the same words as the gateway's 503. */
export const UNAVAILABLE_MESSAGE = errorText('unavailable', 'it');

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
 * The body of an error answer: `error` (the kind), the message, the code the answer carries (the
 * first issue's when there are issues) and its parameters, and the issues.
 */
function errorAnswer(status: number, kind: string, message: string, problem: Problem, issues?: CodedIssue[]): ErrorAnswer {
  const first = issues?.[0];
  const named = first ? { code: first.code, params: first.params } : problem;
  const code = answeredCode(status, named.code);
  const params = status < 500 ? named.params : undefined;
  return { error: kind, message, code, ...(params ? { params } : {}), ...(issues ? { issues } : {}) };
}

/** The body of an answer made outside a thrown error (the gateway's own refusals): `errorBody(403, 'cross_site')`. */
export function errorBody(status: number, problem: ErrorCode | Problem, kind?: string): ErrorAnswer {
  return new HttpError(status, problem, kind ? { kind } : {}).body();
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
    const refusal = asHttpError(raw as BodyParserError, ctx);
    ctx.status = refusal.status;
    ctx.body = refusal.body();
  }
}

/** Any error thrown by a route as the answer it gives. */
function asHttpError(err: BodyParserError, ctx: Context): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return invalidInput(err);
  if ((err.status ?? err.statusCode) === 413 || err.type === 'entity.too.large')
    return new HttpError(413, 'payload_too_large', { kind: 'payload_too_large' });
  if (err.type === 'entity.parse.failed' || err.name === 'SyntaxError' || ((err.status ?? 0) >= 400 && (err.status ?? 0) < 500)) {
    const status = err.status && err.status !== 500 ? err.status : 400;
    return new HttpError(status, status === 415 ? 'unsupported_media_type' : 'invalid_json', { kind: 'bad_request' });
  }
  if (isUnavailableError(err)) {
    ctx.set('Retry-After', '5');
    ctx.state.logger?.warn({ err: err.message }, 'dependency unavailable');
    return unavailable();
  }
  ctx.state.logger?.error({ err }, 'unhandled error');
  return new HttpError(500, 'internal');
}

/** A path segment that is '.' or '..', written plainly or percent-encoded (%2e, %2E), ended by a slash (also encoded or a backslash) or the end. */
export const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|\\|%2f|%5c|$)/i;
/** What the gateway and the web renderer answer to such a path (400). */
export const INVALID_PATH = errorText('path_invalid', 'it');
