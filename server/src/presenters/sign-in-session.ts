import type { SignInSession } from '@mym/sdk/contract/account';
import Bowser from 'bowser';
import type { SignInDeviceRow } from '../db/schema';

/** A stored session as the creator reads it: the user agent in words (bowser), "this device" marked. */
export function toSignInSession(row: SignInDeviceRow, currentFamily: string | undefined): SignInSession {
  const agent = Bowser.getParser(row.user_agent || ' ');
  const browser = agent.getBrowser();
  return {
    id: row.origin_jti ?? row.device_key,
    browser: browser.name || null,
    browserVersion: browser.version?.split('.')[0] || null,
    system: agent.getOSName() || null,
    deviceType: agent.getPlatformType() || null,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.origin_jti !== null && row.origin_jti === currentFamily,
  };
}
