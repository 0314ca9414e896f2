import type { RecoveryStep } from '@mym/elements';
import { isEmailAddress } from '@mym/sdk/rules';
import { appHref } from './routes';

/**
 * How far the password recovery went (its email, and whether the code was typed), kept where the site's server
 * reads it, so `/password/recovery/confirmation` and `/password/reset` come with their screen in the first HTML
 * instead of drawing it once their script has read the tab. The tab's sessionStorage stays the recovery's truth
 * (the code lives there only, never in a cookie): the island corrects the rare page where the two differ.
 */
export const RECOVERY_STEP_COOKIE = 'mym_password_recovery';

/** Sent only to the recovery's own pages (`/app/password/...`). */
const COOKIE_PATH = appHref('passwordReset').replace(/\/[^/]+$/, '');

/** A reset code is good for an hour at the identity: past that the recovery starts again anyway. */
const MAX_AGE_SECONDS = 60 * 60;

/** Longer than any step a browser of ours writes: read as no step at all, without parsing it. */
const MAX_VALUE_LENGTH = 1024;

/** The step a cookie value holds, or null for none (absent, altered, unreadable). */
export function recoveryStepOf(value: string | undefined): RecoveryStep | null {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  try {
    const step = JSON.parse(value) as Partial<RecoveryStep> | null;
    if (typeof step?.email !== 'string' || !isEmailAddress(step.email)) return null;
    return { email: step.email, codeEntered: step.codeEntered === true };
  } catch {
    return null;
  }
}

function writeCookie(value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${RECOVERY_STEP_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; SameSite=Strict${secure}`;
}

/** In the browser, as the creator moves on to the next page of the recovery. */
export function rememberRecoveryStep(step: RecoveryStep) {
  writeCookie(encodeURIComponent(JSON.stringify(step)), MAX_AGE_SECONDS);
}

/** In the browser, once the password is reset: nothing of the recovery stays. */
export function forgetRecoveryStep() {
  writeCookie('', 0);
}
