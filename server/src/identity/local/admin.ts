/**
 * What tests and seeds need from the local identity beyond the product's own calls: accounts in every state
 * (SMS MFA, a temporary password) and the codes the identity "sent", read from the pool's data file as
 * DESIGN says (cognito-local keeps them there instead of sending messages).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface LocalAccount {
  email: string;
  password: string;
  /** A phone number turns on SMS MFA for the account (the legacy MFA option cognito-local reads). */
  phoneNumber?: string;
  /** Leave the password temporary, so the next sign-in asks for a new one (NEW_PASSWORD_REQUIRED). */
  temporary?: boolean;
  displayName?: string;
}

export async function createLocalAccount(
  identity: { endpoint: string; userPoolId: string },
  account: LocalAccount,
) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: identity.userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: account.password,
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        ...(account.displayName ? [{ Name: 'name', Value: account.displayName }] : []),
        ...(account.phoneNumber ? [{ Name: 'phone_number', Value: account.phoneNumber }] : []),
      ],
    }),
  );
  if (!account.temporary) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: identity.userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
  }
  if (account.phoneNumber) {
    // AdminSetUserSettings is one of the operations the local identity adds (gap-targets.ts).
    await fetch(identity.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminSetUserSettings',
      },
      body: JSON.stringify({
        UserPoolId: identity.userPoolId,
        Username: account.email,
        MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }],
      }),
    }).then((r) => {
      if (!r.ok) throw new Error(`AdminSetUserSettings failed: ${r.status}`);
    });
  }
}

interface PoolUser {
  Username: string;
  UserStatus: string;
  ConfirmationCode?: string;
  MFACode?: string;
  Attributes: { Name: string; Value: string }[];
  /** The refresh tokens still able to mint tokens (one per signed-in session). */
  RefreshTokens?: string[];
}

/** The user's record as the local identity stores it: codes, status, attributes. */
export function readPoolUser(
  identityDataDir: string,
  userPoolId: string,
  email: string,
): PoolUser | undefined {
  const pool = JSON.parse(readFileSync(join(identityDataDir, `${userPoolId}.json`), 'utf8')) as {
    Users?: Record<string, PoolUser>;
  };
  return Object.values(pool.Users ?? {}).find((user) =>
    user.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
}
