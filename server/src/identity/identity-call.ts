/**
 * One call of the identity's API (Cognito's JSON protocol, as the local identity speaks it too), authorised by
 * what the body carries (a creator's access token). Null when the identity could not be reached.
 */
export function callIdentity(endpoint: string, operation: string, body: unknown): Promise<Response | null> {
  return fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  }).catch(() => null);
}
