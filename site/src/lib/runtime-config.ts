import type { CreatorClientConfig } from '@mym/sdk';

type HostedLoginConfig = NonNullable<CreatorClientConfig['auth']['hostedLogin']>;

/**
 * What the browser needs to reach the API and the identity, read from the server's environment at request time
 * so one build runs against the local stack or a real pool.
 */
export function browserClientConfig(): CreatorClientConfig {
  const env = process.env;
  const hostedLogin = hostedLoginConfig();
  return {
    apiUrl: env.PUBLIC_API_URL ?? 'http://127.0.0.1:4000',
    auth: {
      userPoolId: env.PUBLIC_USER_POOL_ID ?? '',
      userPoolClientId: env.PUBLIC_USER_POOL_CLIENT_ID ?? '',
      ...(env.PUBLIC_USER_POOL_ENDPOINT ? { userPoolEndpoint: env.PUBLIC_USER_POOL_ENDPOINT } : {}),
      ...(hostedLogin ? { hostedLogin } : {}),
    },
  };
}

/**
 * The hosted login of spec 7, when a domain is configured: it sends creators back to `/app/oauth2/callback` after
 * sign-in and to `/app` after sign-out (spec 2). The site's public origin is `PUBLIC_SITE_ORIGIN` in production;
 * locally it is the address the server listens on, which is what the local identity registered.
 */
function hostedLoginConfig(): HostedLoginConfig | undefined {
  const env = process.env;
  if (!env.PUBLIC_HOSTED_LOGIN_DOMAIN) return undefined;
  const origin = (
    env.PUBLIC_SITE_ORIGIN ?? `http://${env.HOST ?? 'localhost'}:${env.PORT ?? '4321'}`
  ).replace(/\/+$/, '');
  return {
    domain: env.PUBLIC_HOSTED_LOGIN_DOMAIN,
    redirectSignIn: `${origin}/app/oauth2/callback`,
    redirectSignOut: `${origin}/app`,
  };
}

/**
 * How the pool confirms new accounts (spec 4): a code typed on the confirmation page, or a link in the email
 * while the page waits. It mirrors the pool's own setting, `PUBLIC_SIGNUP_VERIFICATION=link|code`.
 */
export function signUpVerification(): 'code' | 'link' {
  return process.env.PUBLIC_SIGNUP_VERIFICATION === 'link' ? 'link' : 'code';
}
