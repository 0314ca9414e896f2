import type { BrowserContext } from '@playwright/test';
import { passwordAccessToken } from '../identity-token';
import { createAccount, localStack } from './local-stack';

export const CREATOR_PASSWORD = 'Shell#Creator2026';

/** An access token straight from the local identity of the running stack. */
function accessToken(email: string, password: string): Promise<string> {
  return passwordAccessToken(localStack(), email, password);
}

/** Calls the API as the creator, the way the SDK does (bearer token, JSON). */
export async function callApi(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${localStack().apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The seeded demo creator (its cloud, fans and pushes), signed in through the access-token cookie. */
export async function signInDemoCreator(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<string> {
  const token = await accessToken(email, password);
  await context.addCookies([
    { name: 'mym_access_token', value: token, domain: 'localhost', path: '/', sameSite: 'Strict' },
  ]);
  return token;
}

export interface TestCreator {
  email: string;
  displayName: string;
  token: string;
}

/**
 * A fresh creator for one test, signed in through the access-token cookie the product itself sets (spec 3): the
 * screens under test are the shell's, not the login form. Terms are accepted unless the test is about them.
 */
export async function signInNewCreator(
  context: BrowserContext,
  options: { acceptTerms?: boolean; displayName?: string } = {},
): Promise<TestCreator> {
  const displayName = options.displayName ?? 'Shell Creator';
  const email = await createAccount({ password: CREATOR_PASSWORD, displayName });
  const token = await accessToken(email, CREATOR_PASSWORD);
  // The first authenticated call provisions the creator's row from the identity (server/src/routes/creators.ts).
  await callApi(token, 'GET', '/creators/me');
  if (options.acceptTerms ?? true) {
    await callApi(token, 'PATCH', '/creators/me', {
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      termsOfUseAccepted: true,
    });
  }
  await context.addCookies([
    { name: 'mym_access_token', value: token, domain: 'localhost', path: '/', sameSite: 'Strict' },
  ]);
  return { email, displayName, token };
}
