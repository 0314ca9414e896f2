import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { rememberSignInDevice } from '../db/notifications';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { recordNotification } from './notifications';

/** Enough of a User-Agent to tell browsers and systems apart; a hostile header is not read past it. */
const USER_AGENT_CHARACTERS = 512;
/** Devices this process already knows, so a signed-in creator's requests cost no write; bounded. */
const KNOWN_MAX = 10_000;
const known = new Set<string>();

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Linux": what the creator reads of a device; "node" or "curl" for scripts. */
export function deviceLabel(userAgent: string): string {
  const agent = userAgent.slice(0, USER_AGENT_CHARACTERS);
  const browser = BROWSERS.find(([shape]) => shape.test(agent))?.[1];
  const system = SYSTEMS.find(([shape]) => shape.test(agent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (agent.split(/[\s/]/)[0] || 'unknown').slice(0, 40);
}

/**
 * Remembers the device (its browser and system) of a signed-in creator's request; the first time a device shows
 * up beside others already known, the creator gets a security alert (mandatory: every channel, at once). The
 * very first device (the sign-up's) alerts nobody.
 */
export async function noticeSignIn(
  db: Kysely<Database>,
  creatorId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  const label = deviceLabel(userAgent ?? '');
  const deviceKey = createHash('sha256').update(label).digest('base64url').slice(0, 22);
  const memo = `${creatorId}:${deviceKey}`;
  if (known.has(memo)) return;
  await inTransaction(db, async (trx) => {
    const seen = await rememberSignInDevice(trx, {
      creator_id: creatorId,
      device_key: deviceKey,
      label,
      first_seen_at: now,
    });
    if (seen.isNew && seen.knewOthers) {
      await recordNotification(trx, { creatorId, kind: 'sign_in', at: now, data: { device: label } });
    }
  });
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(memo);
}
