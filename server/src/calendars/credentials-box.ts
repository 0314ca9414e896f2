import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Calendar credentials (a CalDAV password, OAuth tokens) are stored encrypted with AES-256-GCM under a key
 * derived from the API's shared secret: a copied database alone does not open anyone's calendar, and every
 * instance sharing the secret can read what another wrote.
 */
export interface CredentialsBox {
  seal(value: unknown): string;
  open<T>(sealed: string): T;
}

const VERSION = 'v1';

export function createCredentialsBox(secret: string): CredentialsBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'creators', 'calendar-credentials', 32));
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open<T>(sealed: string) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('Unreadable calendar credentials');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(text) as T;
    },
  };
}
