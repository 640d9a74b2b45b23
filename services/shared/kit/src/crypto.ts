import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A known development key, refused in production by the services' configuration. */
export const DEV_PII_KEYS = 'dev1:ZGV2LW9ubHktcGlpLWtleS1uZXZlci1pbi1wcm9kISE=';

export class TamperedError extends Error {
  constructor(message = 'encrypted field failed authentication') {
    super(message);
    this.name = 'TamperedError';
  }
}

/** The prefix of the current sealed format, whose authenticated data names where the value belongs. */
export const SEALED_FORMAT = 'v2';

/**
 * Where a value sealed in a table belongs: `schema.table.column#rowId`. Sealed with it, the value
 * opens only in that cell, so a ciphertext copied to another row or column is refused.
 */
export function columnContext(schema: string, table: string, column: string, rowId: number | string): string {
  return `${schema}.${table}.${column}#${rowId}`;
}

/**
 * AES-256-GCM for personal data at rest and on the bus. A sealed value is
 * `v2:<keyId>:<iv>:<tag>:<ciphertext>` (base64url); the key id lets old values be read after a new
 * key becomes the active one. The authenticated data is the format, the key id and the value's
 * context (its cell, see columnContext, or the event and field it travels in): opening with another
 * context fails, as a change of any byte does.
 *
 * Values written before the context was bound (`<keyId>:<iv>:<tag>:<ciphertext>`, the key id alone
 * authenticated) still open, whatever the context, until they are sealed again; isCurrent() tells
 * them apart so a data step can rewrite them.
 */
export class Keyring {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    spec: string,
    readonly activeKeyId?: string,
  ) {
    for (const entry of spec
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [id, material] = entry.split(':');
      if (!id || !material || !/^[A-Za-z0-9_-]+$/.test(id)) throw new Error('PII_KEYS: expected "<id>:<base64 key>,..."');
      const key = Buffer.from(material, 'base64');
      if (key.length !== 32) throw new Error(`PII_KEYS: key ${id} must be 32 bytes (base64 of 32 random bytes)`);
      this.keys.set(id, key);
    }
    if (this.keys.size === 0) throw new Error('PII_KEYS: no key given');
    this.activeKeyId ??= [...this.keys.keys()][0];
    if (!this.keys.has(this.activeKeyId!)) throw new Error(`PII_ACTIVE_KEY: no key named ${this.activeKeyId}`);
  }

  seal(plain: string, context: string): string {
    if (!context) throw new Error('seal: a context is required');
    const id = this.activeKeyId!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(id)!, iv);
    cipher.setAAD(aad(id, context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEALED_FORMAT, id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  open(sealed: string, context: string): string {
    const parts = sealed.split(':');
    const current = parts.length === 5 && parts[0] === SEALED_FORMAT;
    // The older format has four parts and no context; anything else is malformed.
    const [id, iv, tag, body] = current ? parts.slice(1) : parts.length === 4 ? parts : [];
    const key = id ? this.keys.get(id) : undefined;
    if (!key || iv === undefined || tag === undefined || body === undefined)
      throw new TamperedError('encrypted field is malformed or its key is unknown');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(current ? aad(id!, context) : Buffer.from(id!));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TamperedError();
    }
  }

  sealNullable(plain: string | null | undefined, context: string): string | null {
    return plain ? this.seal(plain, context) : null;
  }

  /** True for a value in the current format, bound to its context; false for an older one to seal again. */
  static isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${SEALED_FORMAT}:`) && sealed.split(':').length === 5;
  }
}

function aad(keyId: string, context: string): Buffer {
  return Buffer.from(`${SEALED_FORMAT}:${keyId}:${context}`);
}
