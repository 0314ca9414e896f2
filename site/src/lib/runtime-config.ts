import type { CreatorClientConfig } from '@mym/sdk';

/**
 * What the browser needs to reach the API and the identity, read from the server's environment at request time
 * so one build runs against the local stack or a real pool.
 */
export function browserClientConfig(): CreatorClientConfig {
  const env = process.env;
  return {
    apiUrl: env.PUBLIC_API_URL ?? 'http://127.0.0.1:4000',
    auth: {
      userPoolId: env.PUBLIC_USER_POOL_ID ?? '',
      userPoolClientId: env.PUBLIC_USER_POOL_CLIENT_ID ?? '',
      ...(env.PUBLIC_USER_POOL_ENDPOINT ? { userPoolEndpoint: env.PUBLIC_USER_POOL_ENDPOINT } : {}),
    },
  };
}
