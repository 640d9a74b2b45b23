import { describe, expect, it } from 'vitest';
import { mailboxKey, phoneKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it('counts an address the way its mailbox does', () => {
    expect(mailboxKey(' Mario.Rossi+promo@GMail.com ')).toBe('mariorossi@gmail.com');
    expect(mailboxKey('m.a.r.i.o.rossi@googlemail.com')).toBe('mariorossi@gmail.com');
    expect(mailboxKey('MARIO.ROSSI@EXAMPLE.COM')).toBe('mario.rossi@example.com');
    expect(mailboxKey('mario.rossi+x+y@example.com')).toBe('mario.rossi@example.com');
  });

  it('keeps what other providers may tell apart', () => {
    expect(mailboxKey('mario.rossi@libero.it')).not.toBe(mailboxKey('mariorossi@libero.it'));
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('phoneKey', () => {
  it('reads one phone in its usual spellings', () => {
    expect(phoneKey('+39 333 123 4567')).toBe('+393331234567');
    expect(phoneKey('0039 333 1234567')).toBe('+393331234567');
    expect(phoneKey('333-1234567')).toBe('+393331234567');
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
  });
});
