import { randomBytes } from 'node:crypto';

/**
 * The customer's private link to their request (docs/request-lifecycle.md#the-customers-link):
 * 24 random bytes, base64url, so 32 characters of [A-Za-z0-9_-]. Whoever holds it sees the rental
 * (never the person) and may cancel it while it is pending.
 */
export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a path segment can be a token at all: anything else is refused before any lookup. */
export function isAccessTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** What the fingerprint of a token is computed over: prefixed, so it never equals another fingerprint's input. */
export const tokenFingerprintInput = (token: string) => `link|${token}`;
