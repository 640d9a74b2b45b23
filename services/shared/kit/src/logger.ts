import { pino, type Logger } from 'pino';

export type { Logger };

/** Fields that may hold personal data or secrets: never written to a log line. */
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'customerName',
  'customerEmail',
  'customerPhone',
  'email',
  'phone',
  'username',
  'notes',
];

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        ...REDACT,
        ...REDACT.map((key) => `*.${key}`),
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}

/** What a private credential in a logged address becomes. */
export const REDACTED = '[redacted]';

/**
 * Path segments whose next segment is a credential: a request's private link (the page
 * `/richiesta/<token>`, in English `/en/request/<token>`, and its API `/by-token/<token>`,
 * docs/request-lifecycle.md#the-customers-link).
 */
const SECRET_AFTER = new Set(['by-token', 'richiesta', 'request']);
/** Query parameters that are credentials: a boat's export feed (docs/calendars.md#export-each-boats-feed). */
const SECRET_PARAMS = new Set(['token']);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A request's address as a log line may hold it (docs/security-edge.md#no-token-in-a-log-line): the
 * segment after `by-token`, `richiesta` or `request` and the value of a `token` parameter become `[redacted]`,
 * in any letter case and percent-encoding (the routers match them case-insensitively). Read with the
 * URL parser, so a made-up address cannot slip a token past a pattern; what does not parse is logged
 * as `[unparsable]`.
 */
export function redactedPath(address: string): string {
  let url: URL;
  try {
    // Always a path on a base of our own: `//host/...` stays a path, as the server read it.
    url = new URL(`http://log.invalid${address.startsWith('/') ? '' : '/'}${address}`);
  } catch {
    return '[unparsable]';
  }
  const segments = url.pathname.split('/');
  const path = segments.map((segment, i) => (i > 0 && segment !== '' && SECRET_AFTER.has(decoded(segments[i - 1]!)) ? REDACTED : segment));
  let search = url.search;
  if ([...url.searchParams.keys()].some((name) => SECRET_PARAMS.has(name.toLowerCase()))) {
    const pairs = [...url.searchParams].map(([name, value]) =>
      SECRET_PARAMS.has(name.toLowerCase()) ? `${encodeURIComponent(name)}=${REDACTED}` : new URLSearchParams([[name, value]]).toString(),
    );
    search = `?${pairs.join('&')}`;
  }
  return path.join('/') + search;
}
