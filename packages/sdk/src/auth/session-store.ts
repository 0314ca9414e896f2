import { persistentAtom } from '@nanostores/persistent';
import { INITIAL_SESSION, nextSession, type SessionEvent, type SessionState } from './session-state';

/**
 * The persisted session store of spec 3, one per page: every client, island and element of the page shares it
 * (nanostores), and it outlives the page in localStorage (in memory where there is none, as in Node). Only the
 * SDK moves it, as part of its own calls; everyone else reads it or listens.
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

export function moveSession(event: SessionEvent): void {
  $session.set(nextSession($session.get(), event));
}

/** Calls `listener` with the session after each change; answers the function that stops listening. */
export function onSessionChange(listener: (session: SessionState) => void): () => void {
  return $session.listen(listener);
}
