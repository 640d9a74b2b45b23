import { createHmac, hkdfSync } from 'node:crypto';
import { mailboxKey } from '@nbp/contracts/mailbox';

/**
 * A keyed hash of any string (hex, 64 characters), with a key derived from the active PII key: what
 * the tables that count keep instead of a value in clear, so nobody can test a guessed value against
 * them without the key. Changing that key starts the counts afresh.
 */
export function keyedHasher(keys: string, activeKeyId?: string): (value: string) => string {
  const entries = keys
    .split(',')
    .map((s) => s.trim().split(':'))
    .filter(([id, material]) => id && material);
  const entry = entries.find(([id]) => id === activeKeyId) ?? entries[0];
  if (!entry) throw new Error('PII_KEYS: no key given');
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(entry[1]!, 'base64'), Buffer.alloc(0), 'notification-recipient', 32));
  return (value) => createHmac('sha256', key).update(value).digest('hex');
}

/**
 * The keyed hash of the mailbox an address reaches: what the sending caps count by. It hashes
 * `mailboxKey(address)`, so `Mario.Rossi+x@GMail.com` and `mariorossi@gmail.com` are one address
 * for the caps (docs/mail-limits.md#counting-an-address); the mail still goes to the address as typed.
 */
export function recipientHasher(keys: string, activeKeyId?: string): (address: string) => string {
  const hash = keyedHasher(keys, activeKeyId);
  return (address) => hash(mailboxKey(address));
}
