import { persistentAtom } from '@nanostores/persistent';
import { INITIAL_SESSION, nextSession, type SessionEvent, type SessionState } from './session-state';

/**
 * The persisted session store (spec 3), shared by every island and element of the page through nanostores and
 * kept in localStorage across pages.
 */
export const $session = persistentAtom<SessionState>('mym-session', INITIAL_SESSION, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return { ...INITIAL_SESSION, ...(JSON.parse(raw) as Partial<SessionState>), loading: false };
    } catch {
      return INITIAL_SESSION;
    }
  },
});

export function dispatchSession(event: SessionEvent): void {
  $session.set(nextSession($session.get(), event));
}
