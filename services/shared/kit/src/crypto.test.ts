import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { columnContext, DEV_PII_KEYS, Keyring, TamperedError } from './crypto.ts';

const key = () => randomBytes(32).toString('base64');
const cell = (column: string, id: number) => columnContext('booking', 'bookings', column, id);

/** Values sealed with DEV_PII_KEYS before the context was bound (key id alone authenticated). */
const LEGACY = {
  'Mario Rossi': 'dev1:_Cds7fF7FqhNXIO8:UOolyEm2QJG0gdazZ7DLFw:LgmNQ4-BhanZ6lI',
  'mario.rossi@example.it': 'dev1:p8atn2mwMA_t6oh6:Y21diA7-lqXzJx34q8Yv2A:5DvOLCXnyNCh-u9v3mGcyRBxbsM0SA',
};

describe('Keyring', () => {
  it('seals with a random IV and opens again', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    const a = ring.seal('mario.rossi@example.it', cell('customer_email_encrypted', 1));
    const b = ring.seal('mario.rossi@example.it', cell('customer_email_encrypted', 1));
    expect(a).not.toBe(b);
    expect(a).not.toContain('mario');
    expect(a.startsWith('v2:dev1:')).toBe(true);
    expect(ring.open(a, cell('customer_email_encrypted', 1))).toBe('mario.rossi@example.it');
  });

  it('refuses a tampered ciphertext, tag or key id', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    const where = cell('customer_name_encrypted', 1);
    const sealed = ring.seal('Mario Rossi', where);
    const [format, id, iv, tag, body] = sealed.split(':') as [string, string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => ring.open([format, id, iv, tag, flipped.toString('base64url')].join(':'), where)).toThrow(TamperedError);
    expect(() => ring.open([format, id, iv, Buffer.alloc(16).toString('base64url'), body].join(':'), where)).toThrow(TamperedError);
    expect(() => ring.open([format, 'other', iv, tag, body].join(':'), where)).toThrow(TamperedError);
    expect(() => ring.open('garbage', where)).toThrow(TamperedError);
  });

  it('refuses a value moved to another row or another column, or opened with the wrong context', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    const sealed = ring.seal('mario.rossi@example.it', cell('customer_email_encrypted', 7));
    expect(() => ring.open(sealed, cell('customer_email_encrypted', 8))).toThrow(TamperedError);
    expect(() => ring.open(sealed, cell('customer_name_encrypted', 7))).toThrow(TamperedError);
    expect(() => ring.open(sealed, columnContext('booking', 'email_booking_requests', 'customer_email_encrypted', 7))).toThrow(
      TamperedError,
    );
    expect(() => ring.open(sealed, 'booking.request.received.v1.customerEmail#7')).toThrow(TamperedError);
    // Dropping the format prefix does not fall back to the older, unbound reading.
    expect(() => ring.open(sealed.slice('v2:'.length), cell('customer_email_encrypted', 7))).toThrow(TamperedError);
    expect(() => ring.seal('x', '')).toThrow(/context/);
  });

  it('still opens values sealed in the older format, and tells them from current ones', () => {
    const ring = new Keyring(DEV_PII_KEYS);
    for (const [plain, sealed] of Object.entries(LEGACY)) {
      expect(ring.open(sealed, cell('customer_name_encrypted', 1))).toBe(plain);
      expect(Keyring.isCurrent(sealed)).toBe(false);
    }
    expect(Keyring.isCurrent(ring.seal('Mario Rossi', cell('customer_name_encrypted', 1)))).toBe(true);
    const [id, iv, tag, body] = LEGACY['Mario Rossi'].split(':') as [string, string, string, string];
    // An older value is still authenticated: a changed byte is refused.
    expect(() => ring.open([id, iv, tag, body.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join(':'), 'x')).toThrow(TamperedError);
  });

  it('reads values sealed with an older key after the active key rotates', () => {
    const oldKey = key();
    const where = cell('customer_phone_encrypted', 3);
    const before = new Keyring(`k1:${oldKey}`);
    const sealed = before.seal('+39 333 1234567', where);
    const after = new Keyring(`k1:${oldKey},k2:${key()}`, 'k2');
    expect(after.open(sealed, where)).toBe('+39 333 1234567');
    expect(after.seal('x', where).startsWith('v2:k2:')).toBe(true);
    expect(() => after.open(sealed, cell('customer_phone_encrypted', 4))).toThrow(TamperedError);
  });

  it('rejects keys of the wrong size', () => {
    expect(() => new Keyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
  });
});
