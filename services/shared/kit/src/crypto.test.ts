import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEV_PII_KEYS, Keyring, TamperedError } from './crypto.ts';

const key = () => randomBytes(32).toString('base64');

describe('Keyring', () => {
  it('seals with a random IV and opens again', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    const a = ring.seal('mario.rossi@example.it');
    const b = ring.seal('mario.rossi@example.it');
    expect(a).not.toBe(b);
    expect(a).not.toContain('mario');
    expect(ring.open(a)).toBe('mario.rossi@example.it');
  });

  it('refuses a tampered ciphertext, tag or key id', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    const sealed = ring.seal('Mario Rossi');
    const [id, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => ring.open([id, iv, tag, flipped.toString('base64url')].join(':'))).toThrow(TamperedError);
    expect(() => ring.open([id, iv, Buffer.alloc(16).toString('base64url'), body].join(':'))).toThrow(TamperedError);
    expect(() => ring.open(['other', iv, tag, body].join(':'))).toThrow(TamperedError);
    expect(() => ring.open('garbage')).toThrow(TamperedError);
  });

  it('reads values sealed with an older key after the active key rotates', () => {
    const oldKey = key();
    const before = new Keyring(`k1:${oldKey}`);
    const sealed = before.seal('+39 333 1234567');
    const after = new Keyring(`k1:${oldKey},k2:${key()}`, 'k2');
    expect(after.open(sealed)).toBe('+39 333 1234567');
    expect(after.seal('x').startsWith('k2:')).toBe(true);
  });

  it('rejects keys of the wrong size', () => {
    expect(() => new Keyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
  });
});
