import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that seals calendar credentials: the configured one (production refuses to start without it), else
 * one generated once and kept in the data folder, so that a local API still opens its calendars after a restart.
 */
export function calendarCredentialsKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'calendar-credentials-key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}
