import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rememberSignInDevice } from '../db/sign-in-devices';
import { inTransaction } from '../db/transactions';
import { recordNotification } from './notifications';

/** Enough of a User-Agent to tell browsers and systems apart; a hostile header is not read past it. */
export const USER_AGENT_CHARACTERS = 512;
/** Last activity is written at most this often per session: a creator's every request costs no write. */
export const LAST_ACTIVITY_STEP_MS = 5 * 60 * 1000;
/** Sessions this process wrote recently, with when and from which agent; bounded. */
const KNOWN_MAX = 10_000;
const written = new Map<string, { at: number; userAgent: string }>();

/** "Chrome · Linux": what the creator reads of a device (bowser reads the agent); "node" or "curl" for scripts. */
export function deviceLabel(userAgent: string): string {
  const agent = userAgent.slice(0, USER_AGENT_CHARACTERS);
  const parsed = Bowser.getParser(agent || ' ');
  const browser = parsed.getBrowserName() || undefined;
  const system = parsed.getOSName() || undefined;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (agent.split(/[\s/]/)[0] || 'unknown').slice(0, 40);
}

/**
 * Remembers the session (its token family, browser and system) of a signed-in creator's request, its last activity
 * within LAST_ACTIVITY_STEP_MS (and at once when the agent changes). The first time a browser and system show up
 * beside other devices already known, the creator gets a security alert (mandatory: every channel, at once); the
 * very first device (the sign-up's) alerts nobody, nor does a new session of a known device.
 */
export async function noticeSignIn(
  db: Kysely<Database>,
  sighting: { creatorId: string; originJti: string | undefined; userAgent: string | undefined; now: Date },
): Promise<void> {
  const { creatorId, originJti, now } = sighting;
  const userAgent = (sighting.userAgent ?? '').slice(0, USER_AGENT_CHARACTERS);
  const label = deviceLabel(userAgent);
  const deviceKey = originJti ?? createHash('sha256').update(label).digest('base64url').slice(0, 22);
  const memo = `${creatorId}:${deviceKey}`;
  const last = written.get(memo);
  // A token handed from a script to a browser shows the browser at once.
  const recent = last !== undefined && now.getTime() - last.at < LAST_ACTIVITY_STEP_MS;
  if (recent && last.userAgent === userAgent) return;
  await inTransaction(db, async (trx) => {
    const seen = await rememberSignInDevice(trx, {
      creator_id: creatorId,
      device_key: deviceKey,
      origin_jti: originJti ?? null,
      label,
      user_agent: userAgent,
      seen_at: now,
    });
    if (!seen.knewLabel && seen.knewOthers) {
      await recordNotification(trx, { creatorId, kind: 'sign_in', at: now, data: { device: label } });
    }
  });
  if (written.size >= KNOWN_MAX) written.clear();
  written.set(memo, { at: now.getTime(), userAgent });
}
