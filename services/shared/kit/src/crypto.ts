import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A known development key, refused in production by the services' configuration. */
export const DEV_PII_KEYS = 'dev1:ZGV2LW9ubHktcGlpLWtleS1uZXZlci1pbi1wcm9kISE=';

export class TamperedError extends Error {
  constructor(message = 'encrypted field failed authentication') {
    super(message);
    this.name = 'TamperedError';
  }
}

/**
 * AES-256-GCM for personal data at rest and on the bus. A sealed value is
 * `<keyId>:<iv>:<tag>:<ciphertext>` (base64url); the key id lets old values be read after a new key
 * becomes the active one.
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

  seal(plain: string): string {
    const id = this.activeKeyId!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(id)!, iv);
    cipher.setAAD(Buffer.from(id));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  open(sealed: string): string {
    const [id, iv, tag, body] = sealed.split(':');
    const key = id ? this.keys.get(id) : undefined;
    if (!key || iv === undefined || tag === undefined || body === undefined)
      throw new TamperedError('encrypted field is malformed or its key is unknown');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(id!));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TamperedError();
    }
  }

  sealNullable(plain: string | null | undefined): string | null {
    return plain ? this.seal(plain) : null;
  }
}
