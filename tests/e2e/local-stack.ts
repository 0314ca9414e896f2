import { readFileSync } from 'node:fs';
import { createLocalAccount, type LocalAccount, readPoolUser } from '../../server/src/identity/local/admin';

interface StackFile {
  apiUrl: string;
  /** The issuer the local identity signs tokens with. */
  issuer: string;
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The fans' app client of the same pool (DESIGN "The fan side"). */
  fanClientId: string;
  dataDir: string;
}

/** The stack the global setup started, as it wrote it to `stack.json` in its data folder. */
export function localStack(): StackFile {
  const file = process.env.E2E_STACK_FILE;
  if (!file) throw new Error('E2E_STACK_FILE is not set: run the tests through the Playwright config');
  return JSON.parse(readFileSync(file, 'utf8')) as StackFile;
}

const identityDataDir = (stack: StackFile) => `${stack.dataDir}/identity/.cognito/db`;

/** A fresh account in the local identity, unique per test run. */
export async function createAccount(account: Omit<LocalAccount, 'email'> & { email?: string }) {
  const stack = localStack();
  const email = account.email ?? uniqueEmail();
  await createLocalAccount(stack, { ...account, email });
  return email;
}

export function uniqueEmail(prefix = 'creator'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@creators.local`;
}

/** The last code the identity "sent" to this user: sign-up or recovery (`ConfirmationCode`) or SMS MFA. */
export async function sentCode(email: string, kind: 'confirmation' | 'mfa'): Promise<string> {
  const stack = localStack();
  for (let attempt = 0; attempt < 50; attempt++) {
    const user = readPoolUser(identityDataDir(stack), stack.userPoolId, email);
    const code = kind === 'mfa' ? user?.MFACode : user?.ConfirmationCode;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} code was sent to ${email}`);
}

/**
 * How many refresh tokens of the account the local identity still honours: one per signed-in session. The pool's
 * file is rewritten on every sign-in, so a read that lands mid-write is tried again.
 */
export async function liveRefreshTokens(email: string): Promise<number> {
  const stack = localStack();
  for (let attempt = 0; ; attempt++) {
    try {
      return readPoolUser(identityDataDir(stack), stack.userPoolId, email)?.RefreshTokens?.length ?? 0;
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** An account signed up but never confirmed, as if the creator closed the tab before typing the code. */
export async function signUpWithoutConfirming(email: string, password: string): Promise<void> {
  const stack = localStack();
  const response = await fetch(stack.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
    },
    body: JSON.stringify({
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  });
  if (!response.ok) throw new Error(`SignUp failed: ${response.status} ${await response.text()}`);
}
