/**
 * Cognito's access tokens carry `origin_jti`: the id of the refresh token they descend from, the same for every
 * token that refresh token mints. The API knows a signed-in session by it (sign out of one device). cognito-local
 * 5.3 leaves it out, so its token generator is wrapped here to add it as Cognito does.
 */
import { decodeJwt } from 'jose';
import { cognitoLocal as cl } from './cognito-local';

/** The refresh token presented by a refresh flow, carried on cognito-local's per-request context. */
export const PRESENTED_REFRESH_TOKEN = Symbol('presented refresh token');

type Context = Record<string | symbol, unknown>;
interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}
interface TokenGenerator {
  generate(ctx: Context, ...rest: unknown[]): Promise<Tokens>;
}

function jtiOf(token: unknown): string | undefined {
  try {
    const { jti } = decodeJwt(String(token ?? ''));
    return typeof jti === 'string' ? jti : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sign-in's new refresh token starts a family; a refresh keeps the family of the refresh token presented
 * (cognito-local discards the refresh token it generates on a refresh). The access token is signed again with
 * cognito-local's own key, its other claims unchanged.
 */
export function withTokenFamilies(generator: TokenGenerator): TokenGenerator {
  return {
    async generate(ctx, ...rest) {
      const tokens = await generator.generate(ctx, ...rest);
      const source = rest[4];
      const family =
        source === 'RefreshTokens' ? jtiOf(ctx[PRESENTED_REFRESH_TOKEN]) : jtiOf(tokens.RefreshToken);
      if (!family) return tokens;
      const { iss: _iss, ...claims } = decodeJwt(tokens.AccessToken);
      const accessToken = cl.jsonwebtoken.sign({ ...claims, origin_jti: family }, cl.privateKey.pem, {
        algorithm: 'RS256',
        issuer: decodeJwt(tokens.AccessToken).iss,
        keyid: 'CognitoLocal',
      });
      return { ...tokens, AccessToken: accessToken };
    },
  };
}
