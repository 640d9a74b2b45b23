import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A keyed hash of a mail address (lower-cased, trimmed), hex, 64 characters: what the sending caps
 * count by, so the table that counts never holds an address in clear and nobody can test a guessed
 * address against it without the key. The key is derived from the active PII key; changing that
 * key starts the counts afresh, which only lifts the caps for a day at most.
 */
export function recipientHasher(keys: string, activeKeyId?: string): (address: string) => string {
  const entries = keys
    .split(',')
    .map((s) => s.trim().split(':'))
    .filter(([id, material]) => id && material);
  const entry = entries.find(([id]) => id === activeKeyId) ?? entries[0];
  if (!entry) throw new Error('PII_KEYS: no key given');
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(entry[1]!, 'base64'), Buffer.alloc(0), 'notification-recipient', 32));
  return (address) => createHmac('sha256', key).update(address.trim().toLowerCase()).digest('hex');
}
