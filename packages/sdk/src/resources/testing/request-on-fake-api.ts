import { createApiTransport } from '../../http/request';
import { API_URL, fakeApi, type Respond } from '../../testing/fake-api';

/**
 * The SDK's own transport over the one fake API (`@mym/sdk/testing`): a resource test builds its resource on
 * `request` (JSON calls) or `transport` (uploads, downloads) and reads in `calls` exactly what went on the wire
 * (method, path, query, body, bearer token).
 */
export function requestOnFakeApi(respond: Respond) {
  const api = fakeApi(respond);
  const transport = createApiTransport({
    apiUrl: API_URL,
    bearerToken: async () => 'token',
    fetch: api.fetch,
  });
  return { ...api, transport, request: transport.request };
}
