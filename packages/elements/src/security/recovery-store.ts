/**
 * The password recovery in progress: the email and the code travel from page to page here, in the tab's
 * sessionStorage, and never in the URL (a reset code in an address would end up in history, logs and referrers).
 */
const RECOVERY_KEY = 'mym.password-recovery';

export interface PasswordRecovery {
  email: string;
  /** Set once the creator typed the 6-digit code on the confirmation page. */
  code?: string;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the pages then say that the recovery must start again.
    return undefined;
  }
}

export function readRecovery(): PasswordRecovery | null {
  const raw = storage()?.getItem(RECOVERY_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PasswordRecovery>;
    if (typeof value.email !== 'string' || value.email === '') return null;
    return typeof value.code === 'string' ? { email: value.email, code: value.code } : { email: value.email };
  } catch {
    return null;
  }
}

/** Starts (or restarts) a recovery for an email: a code typed for an earlier request is forgotten. */
export function startRecovery(email: string): void {
  storage()?.setItem(RECOVERY_KEY, JSON.stringify({ email }));
}

/** Keeps the code typed on the confirmation page for the reset page. */
export function rememberRecoveryCode(code: string): void {
  const current = readRecovery();
  if (current) storage()?.setItem(RECOVERY_KEY, JSON.stringify({ ...current, code }));
}

/** Drops the code only (it was refused): the creator types a new one for the same email. */
export function forgetRecoveryCode(): void {
  const current = readRecovery();
  if (current) startRecovery(current.email);
}

/** Once the password is reset, nothing of the recovery stays in the tab. */
export function finishRecovery(): void {
  storage()?.removeItem(RECOVERY_KEY);
}
