import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';

/** A session token (a JWS: base64url header and payload that both start with '{"'). */
export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/;

/**
 * A request's private link, page or API (`/richiesta/<token>`, `/en/request/<token>`, `/by-token/<token>`), with its token
 * in clear: every log writes `[redacted]` in its place (docs/security-edge.md#no-token-in-a-log-line).
 */
export const PRIVATE_LINK_PATTERN = /\/(?:by-token|richiesta|request)\/(?!\[redacted\])[^/\s"'?\]]{8,}/i;
/** A boat's export feed with its token in clear (`?token=…`, `&token=…`). */
export const FEED_TOKEN_PATTERN = /[?&]token=(?!\[redacted\])[^&\s"]{8,}/i;
/** What every scan looks for unless told otherwise: session tokens, private links and feed tokens. */
export const SECRET_PATTERNS = [JWT_PATTERN, PRIVATE_LINK_PATTERN, FEED_TOKEN_PATTERN];

/** The key bytes of a PII_KEYS value ("id:base64,id:base64"), as written and as hex. */
export function keyMaterial(piiKeys: string = DEV_PII_KEYS): string[] {
  return piiKeys.split(',').flatMap((entry) => {
    const secret = entry.slice(entry.indexOf(':') + 1).trim();
    return [secret, Buffer.from(secret, 'base64').toString('hex')];
  });
}

/** The body lines of a PEM, which is what would show if a private key reached a log. */
export function pemMaterial(pem: string): string[] {
  return pem
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 40 && !line.startsWith('-----'));
}

export interface LogFinding {
  file: string;
  line: number;
  found: string;
  text: string;
}

/** The log files under dir (each process's `<name>.log`, nginx's access.log and error.log), not nginx's page cache or config. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith('.log') ? [full] : [];
  });
}

/**
 * Every line of every log of a run (each process's file under the stack's log directory, and
 * nginx's logs when its directory is there too) that holds one of `needles` (case-insensitive) or
 * matches one of `patterns` (default SECRET_PATTERNS).
 */
export function scanLogs(
  logDir: string,
  needles: string[],
  patterns: RegExp[] = SECRET_PATTERNS,
): { files: number; lines: number; findings: LogFinding[] } {
  const wanted = [...new Set(needles.filter((n) => n.length >= 4).map((n) => n.toLowerCase()))];
  const findings: LogFinding[] = [];
  let lines = 0;
  const files = filesUnder(logDir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8').split('\n');
    text.forEach((line, index) => {
      if (!line) return;
      lines += 1;
      const lower = line.toLowerCase();
      const needle = wanted.find((n) => lower.includes(n));
      const pattern = patterns.find((p) => p.test(line));
      if (needle || pattern) {
        findings.push({ file: path.relative(logDir, file), line: index + 1, found: needle ?? String(pattern), text: line.slice(0, 300) });
      }
    });
  }
  return { files: files.length, lines, findings };
}
