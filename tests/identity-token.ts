/** Where the local identity answers and which app client signs in (what `startStack` reports). */
export interface IdentityEndpoint {
  endpoint: string;
  userPoolClientId: string;
}

/**
 * An access token straight from the identity (USER_PASSWORD_AUTH, DESIGN "Identity"), for tests and the bench
 * that need a signed-in creator without driving the sign-in screen.
 */
export async function passwordAccessToken(
  identity: IdentityEndpoint,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`the identity refused ${email}: ${JSON.stringify(body)}`);
  return token;
}
