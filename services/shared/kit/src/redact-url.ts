/**
 * A connection URL fit to print: its password and every secret query parameter replaced by `***`
 * (docs/operations.md#secrets-in-output). The URL parser reads it, as the PostgreSQL driver does, so
 * a raw `@` in the password ends up where the driver puts it (the last `@` delimits the host) and a
 * `?password=` is found wherever it stands. A URL the parser refuses is not printed at all: what
 * part of it is the password cannot be known.
 *
 * No imports: plain Node loads this file from scripts/lib/pg-archive.ts.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '<unreadable URL>';
  }
  if (parsed.password) parsed.password = '***';
  if ([...parsed.searchParams.keys()].some((name) => SECRET_PARAMETER.test(name))) {
    const entries = [...parsed.searchParams].map(([name, value]) => [name, SECRET_PARAMETER.test(name) ? '***' : value]);
    parsed.search = new URLSearchParams(entries).toString();
  }
  // Nothing a driver reads lives after '#'; a fragment is only ever a mistyped password's tail.
  parsed.hash = '';
  return parsed.toString();
}

/** password, sslpassword, passfile, sslkey, a token or secret of any driver: names, not values, say it. */
const SECRET_PARAMETER = /pass|secret|token|key|auth|credential/i;
