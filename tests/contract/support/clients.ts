import { CreatorApiError, type CreatorClient, createCreatorClient, createMemoryTokenStorage } from '@mym/sdk';
import { generateKeyPair, SignJWT } from 'jose';
import { passwordAccessToken } from './identity';
import { contractStack } from './stack';

function authConfig() {
  const { identity } = contractStack();
  return {
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.userPoolClientId,
    userPoolEndpoint: identity.endpoint,
  };
}

/** The demo creator, signed in through the SDK from Node, tokens in memory (DESIGN "SDK shape"). */
export async function signInDemoCreator(): Promise<CreatorClient> {
  const { apiUrl, demoCreator } = contractStack();
  const client = createCreatorClient({ apiUrl, auth: authConfig(), storage: createMemoryTokenStorage() });
  const result = await client.auth.signIn({ username: demoCreator.email, password: demoCreator.password });
  if (!result.isSignedIn) throw new Error(`the demo creator's sign-in stopped at ${result.nextStep}`);
  return client;
}

/** A client whose calls carry `token` through the mym_access_token cookie, the SDK's first token source (spec 6). */
export function clientWithToken(token: string): CreatorClient {
  return createCreatorClient({
    apiUrl: contractStack().apiUrl,
    auth: authConfig(),
    cookies: { read: () => `mym_access_token=${token}`, write: () => undefined },
  });
}

/** The second creator's access token, for the calls the SDK does not make (raw tus requests). */
export function otherCreatorAccessToken(): Promise<string> {
  const { identity, otherCreator } = contractStack();
  return passwordAccessToken(identity, otherCreator);
}

/** The second creator of the pool, for the cross-creator rules. */
export async function signInOtherCreator(): Promise<CreatorClient> {
  return clientWithToken(await otherCreatorAccessToken());
}

/** The creator whose catalog the public booking tests open to fans. */
export async function signInBookableCreator(): Promise<CreatorClient> {
  const { identity, bookableCreator } = contractStack();
  return clientWithToken(await passwordAccessToken(identity, bookableCreator));
}

/** A client nobody signed in to: its calls carry no Authorization header. */
export function anonymousClient(): CreatorClient {
  return createCreatorClient({ apiUrl: contractStack().apiUrl, auth: authConfig() });
}

/**
 * A well-formed access token for the demo creator with the pool's issuer and key id, signed by a key the pool
 * never published: only a server that checks signatures refuses it (DESIGN "Identity").
 */
export async function forgedAccessToken(sub: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({
    token_use: 'access',
    username: sub,
    client_id: contractStack().identity.userPoolClientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setSubject(sub)
    .setIssuer(contractStack().identity.issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

/** What a call threw, which must be the SDK's error type; fails the test when the call succeeded. */
export async function refusal(call: () => Promise<unknown>): Promise<CreatorApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof CreatorApiError) return error;
    throw error;
  }
  throw new Error('expected the API to refuse the call');
}

/**
 * The spec keys the API reported for a field and everything under it: a wrongly typed `price.value` is reported
 * at its own dotted path (`price.value`), a rule about the whole price at `price`.
 */
export function keysUnder(error: CreatorApiError, field: string): string[] {
  return Object.entries(error.fields ?? {})
    .filter(([name]) => name === field || name.startsWith(`${field}.`))
    .flatMap(([, keys]) => keys);
}
