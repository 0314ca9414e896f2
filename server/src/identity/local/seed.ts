import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_CREATOR } from './demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from './demo-fans';

const POOL_NAME = 'creators-local';
const CLIENT_NAME = 'creators-web';
/** The fan app's client (DESIGN "The fan side"): its tokens are fans', never creators'. */
const FAN_CLIENT_NAME = 'fans-app';

/** Where the hosted login may return: every site origin that signs in through it. */
export interface HostedLoginClient {
  callbackUrls: string[];
  logoutUrls: string[];
}

/** Scopes of spec 7's hosted login. */
const OAUTH_SCOPES = ['phone', 'email', 'openid', 'aws.cognito.signin.user.admin'];

export interface SeededIdentity {
  userPoolId: string;
  userPoolClientId: string;
  /** The fan app's client id: fans sign in through it. */
  fanClientId: string;
  demoCreatorSub: string;
  /** Subjects of DEMO_FANS, in their order: the API links them to the demo creator's first fans. */
  demoFanSubs: string[];
}

/**
 * Creates the user pool, its app client and the demo creator unless they exist: running it again on the same
 * data finds them by name instead of adding copies.
 */
export async function seedLocalIdentity(
  endpoint: string,
  hostedLogin?: HostedLoginClient,
): Promise<SeededIdentity> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId =
    pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id ??
    (
      await cognito.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          MfaConfiguration: 'OPTIONAL',
        }),
      )
    ).UserPool?.Id;
  if (!userPoolId) throw new Error('The local identity did not create a user pool');

  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const userPoolClientId =
    clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId ??
    (
      await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('The local identity did not create an app client');
  // The callback URLs follow the site's port on every start, so they are set again rather than created once.
  await cognito.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientId: userPoolClientId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: OAUTH_SCOPES,
      SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook', 'LoginWithAmazon', 'SignInWithApple'],
      CallbackURLs: hostedLogin?.callbackUrls ?? [],
      LogoutURLs: hostedLogin?.logoutUrls ?? [],
    }),
  );

  const fanClientId =
    clients.UserPoolClients?.find((c) => c.ClientName === FAN_CLIENT_NAME)?.ClientId ??
    (
      await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: FAN_CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient?.ClientId;
  if (!fanClientId) throw new Error("The local identity did not create the fans' app client");

  const demoCreatorSub = await ensureDemoCreator(cognito, userPoolId);
  const demoFanSubs: string[] = [];
  for (const fan of DEMO_FANS) {
    demoFanSubs.push(
      await ensureUser(cognito, userPoolId, fan.email, DEMO_FAN_PASSWORD, [
        { Name: 'name', Value: fan.name },
      ]),
    );
  }
  return { userPoolId, userPoolClientId, fanClientId, demoCreatorSub, demoFanSubs };
}

async function ensureDemoCreator(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string> {
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: DEMO_CREATOR.email }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
        return null;
      throw error;
    });
  if (existing) return subOf(existing.UserAttributes);

  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: DEMO_CREATOR.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: DEMO_CREATOR.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: DEMO_CREATOR.displayName },
        // As if the demo creator had signed up accepting every document (spec 3 sign-up client metadata).
        { Name: 'custom:privacy_accepted', Value: 'true' },
        { Name: 'custom:tos_accepted', Value: 'true' },
        { Name: 'custom:tou_accepted', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: DEMO_CREATOR.email,
      Password: DEMO_CREATOR.password,
      Permanent: true,
    }),
  );
  return subOf(created.User?.Attributes);
}

/** A confirmed user with a permanent password, created unless it exists; answers its subject. */
async function ensureUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string,
  attributes: { Name: string; Value: string }[],
): Promise<string> {
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))
    .catch((error: unknown) => {
      if ((error as Error).name === 'UserNotFoundException') return null;
      throw error;
    });
  if (existing) return subOf(existing.UserAttributes);
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...attributes,
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  return subOf(created.User?.Attributes);
}

function subOf(attributes: { Name?: string | undefined; Value?: string | undefined }[] | undefined): string {
  const sub = attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('The demo creator has no sub');
  return sub;
}
