import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Calendar credentials (a CalDAV password, OAuth tokens) are stored encrypted with AES-256-GCM under their own key
 * (`CALENDAR_CREDENTIALS_KEY`): a copied database alone does not open anyone's calendar, every instance sharing
 * the key reads what another wrote, and rotating another secret (the media link secret) leaves them readable.
 */
export interface CredentialsBox {
  seal(value: unknown): string;
  open<T>(sealed: string): T;
  /** Whether this value was sealed under an older key (the previous one, or the media secret's): reseal it. */
  isStale(sealed: string): boolean;
}

export interface CredentialsKeys {
  /** The key everything is sealed with (at least 32 bytes of secret). */
  current: string;
  /** The key before the last rotation, still opened so that a rotation loses nothing (`..._PREVIOUS_KEY`). */
  previous?: string | undefined;
  /**
   * The media link secret, which sealed credentials before they had a key of their own ("v1"): those stay
   * readable, and are resealed under the current key as soon as they are read.
   */
  legacySecret?: string | undefined;
}

const VERSION = 'v2';
const LEGACY_VERSION = 'v1';

const deriveKey = (secret: string, info: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'creators', info, 32));
/** Names a key in the sealed value without revealing it, so that opening picks the right one. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);
const encoded = (part: Buffer) => part.toString('base64url');

function decrypt(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function createCredentialsBox(keys: CredentialsKeys): CredentialsBox {
  const current = deriveKey(keys.current, 'calendar-credentials-v2');
  const byId = new Map([[keyId(current), current]]);
  if (keys.previous) {
    const previous = deriveKey(keys.previous, 'calendar-credentials-v2');
    byId.set(keyId(previous), previous);
  }
  const legacy = keys.legacySecret ? deriveKey(keys.legacySecret, 'calendar-credentials') : undefined;
  const currentId = keyId(current);
  const unreadable = () => new Error('Unreadable calendar credentials');

  const plain = (sealed: string): string => {
    const parts = sealed.split('.');
    if (parts[0] === VERSION && parts.length === 5) {
      const [, id, iv, tag, body] = parts as [string, string, string, string, string];
      const key = byId.get(id);
      if (!key) throw unreadable();
      return decrypt(key, iv, tag, body);
    }
    if (parts[0] === LEGACY_VERSION && parts.length === 4 && legacy) {
      const [, iv, tag, body] = parts as [string, string, string, string];
      return decrypt(legacy, iv, tag, body);
    }
    throw unreadable();
  };
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, currentId, encoded(iv), encoded(cipher.getAuthTag()), encoded(body)].join('.');
    },
    open<T>(sealed: string) {
      return JSON.parse(plain(sealed)) as T;
    },
    isStale(sealed) {
      return !sealed.startsWith(`${VERSION}.${currentId}.`);
    },
  };
}
