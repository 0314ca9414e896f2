/**
 * Identity operations cognito-local 5.3 lacks (DESIGN "Identity"), answered here with its own data store and
 * services so the product code talks to the local identity exactly as it talks to Cognito.
 */
import { decodeJwt } from 'jose';
import { CognitoError, type TargetHandler } from './cognito-local';
import { PRESENTED_REFRESH_TOKEN } from './token-families';

type Request = Record<string, unknown> & { ClientId?: string };

/** Amplify's token refresh: the same as cognito-local's REFRESH_TOKEN_AUTH flow. */
const getTokensFromRefreshToken: TargetHandler = (_services, route) => async (ctx, req: Request) => {
  const result = (await route('InitiateAuth')(withPresentedRefreshToken(ctx, req.RefreshToken), {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: req.ClientId,
    AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
  }).catch((error: Error & { code?: string }) => {
    // Cognito's wording for a refresh token that sign-out everywhere (or a revocation) invalidated (spec 8).
    if (error.code === 'NotAuthorizedException') {
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    throw error;
  })) as { AuthenticationResult: Record<string, unknown> };
  return { AuthenticationResult: { ...result.AuthenticationResult, TokenType: 'Bearer', ExpiresIn: 3600 } };
};

/** The refresh flows keep the token family of the refresh token presented (token-families.ts). */
const initiateAuth: TargetHandler = (_services, route) => async (ctx, req: Request) => {
  const flow = req.AuthFlow;
  const parameters = (req.AuthParameters ?? {}) as Record<string, unknown>;
  const refreshing = flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN';
  return route('InitiateAuth')(
    refreshing ? withPresentedRefreshToken(ctx, parameters.REFRESH_TOKEN) : ctx,
    req,
  );
};

function withPresentedRefreshToken(ctx: unknown, token: unknown) {
  return { ...(ctx as object), [PRESENTED_REFRESH_TOKEN]: token };
}

/** A new sign-up code, stored on the user like SignUp does, so tests read it from the pool's file. */
const resendConfirmationCode: TargetHandler = (services) => async (ctx, req: Request) => {
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByUsername(ctx, String(req.Username ?? ''));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  if (user.UserStatus === 'CONFIRMED') {
    throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
  }
  const email = user.Attributes?.find((a: { Name: string }) => a.Name === 'email')?.Value;
  const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const code = services.otp();
  await services.messages.deliver(
    ctx,
    'SignUp',
    req.ClientId,
    userPool.options.Id,
    user,
    code,
    req.ClientMetadata,
    delivery,
  );
  await userPool.saveUser(ctx, {
    ...user,
    ConfirmationCode: code,
    UserLastModifiedDate: services.clock.get(),
  });
  return { CodeDeliveryDetails: delivery };
};

/** Sign-out everywhere: every refresh token of the user stops working. */
const globalSignOut: TargetHandler = (services) => async (ctx, req: Request) => {
  const claims = decodeAccessToken(req.AccessToken);
  const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await userPool.getUserByUsername(ctx, claims.username);
  if (!user) throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
};

/** The legacy SMS MFA option (MFAOptions) that cognito-local's sign-in reads to send an SMS_MFA challenge. */
const setUserSettings: TargetHandler = (services) => async (ctx, req: Request) => {
  const claims = decodeAccessToken(req.AccessToken);
  const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await userPool.getUserByUsername(ctx, claims.username);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  await userPool.saveUser(ctx, { ...user, MFAOptions: req.MFAOptions ?? [] });
  return {};
};

/** The admin form of the same, used by seeds and tests to give a user an SMS MFA option. */
const adminSetUserSettings: TargetHandler = (services) => async (ctx, req: Request) => {
  const userPool = await services.cognito.getUserPool(ctx, String(req.UserPoolId ?? ''));
  const user = await userPool.getUserByUsername(ctx, String(req.Username ?? ''));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  await userPool.saveUser(ctx, { ...user, MFAOptions: req.MFAOptions ?? [] });
  return {};
};

function decodeAccessToken(token: unknown): { client_id: string; username: string } {
  try {
    const claims = decodeJwt(String(token ?? ''));
    if (claims.token_use !== 'access') throw new Error('not an access token');
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) throw new Error('expired');
    return { client_id: String(claims.client_id), username: String(claims.username) };
  } catch {
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
}

/** Client metadata of spec 3's sign-up that a Cognito trigger keeps on the user; here kept as attributes. */
const SIGN_UP_ACCEPTANCES: Record<string, string> = {
  acceptPrivacyPolicy: 'custom:privacy_accepted',
  acceptTermsOfService: 'custom:tos_accepted',
  acceptTermsOfUse: 'custom:tou_accepted',
  sponsorId: 'custom:sponsor_id',
  sponsorType: 'custom:sponsor_type',
};

/**
 * Sign-up as cognito-local does it, then what the pool's post-sign-up trigger does in production: the
 * acceptances and sponsor from the client metadata are kept on the user, where the API reads them.
 */
const signUp: TargetHandler = (services, route) => async (ctx, req: Request) => {
  const result = await route('SignUp')(ctx, req);
  const metadata = (req.ClientMetadata ?? {}) as Record<string, string>;
  const extra = Object.entries(SIGN_UP_ACCEPTANCES)
    .filter(([key]) => typeof metadata[key] === 'string' && metadata[key] !== '')
    .map(([key, name]) => ({ Name: name, Value: metadata[key] }));
  if (extra.length > 0) {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, String(req.Username ?? ''));
    if (user) await userPool.saveUser(ctx, { ...user, Attributes: [...(user.Attributes ?? []), ...extra] });
  }
  return result;
};

export const GAP_TARGETS: Record<string, TargetHandler> = {
  SignUp: signUp,
  InitiateAuth: initiateAuth,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ResendConfirmationCode: resendConfirmationCode,
  GlobalSignOut: globalSignOut,
  SetUserSettings: setUserSettings,
  AdminSetUserSettings: adminSetUserSettings,
};
