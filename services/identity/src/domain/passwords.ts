import { randomUUID } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm is a const enum the isolated-modules build cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** argon2id at the OWASP minimum: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A hash of a secret nobody knows, made once at load, so an unknown e-mail costs the same verify
// time as a known one.
const dummyHash = hashPassword(randomUUID());

/** True when `password` matches `stored`; with no stored hash it still spends one verify. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}

/** A hash made with weaker parameters than today's is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  try {
    const current = parseOptions(stored);
    return (
      current.algorithm !== ARGON2_OPTIONS.algorithm ||
      current.memoryCost < ARGON2_OPTIONS.memoryCost ||
      current.timeCost < ARGON2_OPTIONS.timeCost ||
      current.parallelism < ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
