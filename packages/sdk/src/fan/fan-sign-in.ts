import { CreatorApiError } from '../errors';

/** Where fans sign in: the identity service's endpoint (`https://cognito-idp.<region>.amazonaws.com/`) and the fan app's client. */
export interface FanIdentityConfig {
  endpoint: string;
  clientId: string;
}

export const FAN_SIGN_IN_ERROR = 'Error while signing in fan';
export const FAN_SIGN_UP_ERROR = 'Error creating account';
export const FAN_CONFIRM_SIGN_UP_ERROR = 'Error while confirming fan account';

/**
 * One call of the identity's JSON API (spec 7 "Identity provider": a POST with a target-operation header). Plain
 * `fetch`, so the fan client stays free of aws-amplify and runs in Node as in a browser.
 */
async function identityCall<T>(
  config: FanIdentityConfig,
  fetchImpl: typeof fetch,
  operation: string,
  body: Record<string, unknown>,
  errorMessage: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(config.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: config.clientId, ...body }),
    });
  } catch (cause) {
    throw new CreatorApiError(errorMessage, { code: 'network_error', cause });
  }
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const type =
      String(payload.__type ?? 'identity_error')
        .split('#')
        .pop() ?? 'identity_error';
    throw new CreatorApiError(errorMessage, {
      status: response.status,
      code: type,
      cause: payload.message ?? response.statusText,
    });
  }
  return payload as T;
}

export interface FanTokens {
  accessToken: string;
  refreshToken: string | undefined;
  /** Milliseconds since the epoch after which the access token is refused. */
  expiresAt: number;
}

/** Username and password sign-in (`USER_PASSWORD_AUTH`, as the creators app: spec 7). */
export async function signInFan(
  config: FanIdentityConfig,
  fetchImpl: typeof fetch,
  username: string,
  password: string,
): Promise<FanTokens> {
  const answer = await identityCall<{
    AuthenticationResult?: { AccessToken: string; RefreshToken?: string; ExpiresIn: number };
    ChallengeName?: string;
  }>(
    config,
    fetchImpl,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } },
    FAN_SIGN_IN_ERROR,
  );
  const result = answer.AuthenticationResult;
  if (!result) {
    throw new CreatorApiError(FAN_SIGN_IN_ERROR, {
      code: 'challenge_required',
      cause: answer.ChallengeName ?? 'no tokens',
    });
  }
  return {
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresAt: Date.now() + result.ExpiresIn * 1000,
  };
}

/** What a new fan gives: the name creators see (the email's first part when absent). */
export interface FanSignUp {
  username: string;
  password: string;
  email: string;
  name?: string;
}

/** A new fan account (the pool then asks for the emailed code, unless it confirms sign-ups itself). */
export async function signUpFan(
  config: FanIdentityConfig,
  fetchImpl: typeof fetch,
  account: FanSignUp,
): Promise<{ confirmed: boolean }> {
  const answer = await identityCall<{ UserConfirmed?: boolean }>(
    config,
    fetchImpl,
    'SignUp',
    {
      Username: account.username,
      Password: account.password,
      UserAttributes: [
        { Name: 'email', Value: account.email },
        ...(account.name ? [{ Name: 'name', Value: account.name }] : []),
      ],
    },
    FAN_SIGN_UP_ERROR,
  );
  return { confirmed: answer.UserConfirmed === true };
}

/** The code the identity service emailed to a new fan (spec 7 "ConfirmSignUp": code and username). */
export async function confirmSignUpFan(
  config: FanIdentityConfig,
  fetchImpl: typeof fetch,
  username: string,
  code: string,
): Promise<void> {
  await identityCall(
    config,
    fetchImpl,
    'ConfirmSignUp',
    { Username: username, ConfirmationCode: code },
    FAN_CONFIRM_SIGN_UP_ERROR,
  );
}
