import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id at the OWASP minimum and verifies only the right password', async () => {
    const hash = await hashPassword('Patti2025!Admin');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Patti2025!Admin')).toBe(true);
    expect(await verifyPassword(hash, 'patti2025!admin')).toBe(false);
    expect(await verifyPassword(null, 'Patti2025!Admin')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Patti2025!Admin')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXowMTIzNDU')).toBe(true);
  });
});
