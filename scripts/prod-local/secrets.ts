/**
 * The secrets docker-compose.yml requires (every `${NAME:?...}` in it), made up for one run of
 * scripts/prod-local when the environment does not give them, in the forms the file's header asks
 * for: hex passwords, `k1:<base64 of 32 bytes>` for PII_KEYS, a PKCS8 PEM of an ES256 key (with
 * `\n` escapes, as a .env line holds it) for JWT_PRIVATE_KEY, an administrator of its own.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** Every variable the file requires (`${NAME:?...}` or `${NAME?...}`), in the order it names them. */
export function requiredVariables(composeText: string): string[] {
  // Comments are not interpolated: only the YAML itself counts.
  const text = composeText
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  return [...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => match[1]!))];
}

/** A password that passes the administrator rules (length, upper, lower, digit, special). */
function adminPassword(): string {
  return `Np${randomBytes(12).toString('hex')}!Q7`;
}

function es256Pem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return (privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).trim().replace(/\n/g, '\\n');
}

/** A value for a required variable, or undefined when this module does not know how to make one. */
export function generateSecret(name: string): string | undefined {
  if (name === 'PII_KEYS') return `k1:${randomBytes(32).toString('base64')}`;
  if (name === 'JWT_PRIVATE_KEY') return es256Pem();
  if (name === 'ADMIN_EMAIL') return 'ufficio@prod-local.example';
  if (name === 'ADMIN_PASSWORD') return adminPassword();
  if (/_PASSWORD$/.test(name)) return randomBytes(24).toString('hex');
  return undefined;
}

/**
 * The required variables missing from `given`, made up; throws naming any the module cannot make
 * (a new secret in the compose file needs a line above).
 */
export function missingSecrets(composeText: string, given: Record<string, string | undefined>): Record<string, string> {
  const made: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of requiredVariables(composeText)) {
    if (given[name]) continue;
    const value = generateSecret(name);
    if (value === undefined) unknown.push(name);
    else made[name] = value;
  }
  if (unknown.length)
    throw new Error(`docker-compose.yml requires ${unknown.join(', ')}: set them, or teach scripts/prod-local/secrets.ts to make them`);
  return made;
}
