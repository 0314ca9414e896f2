import { type FirstData, type FirstQueries, readFirstData } from '@mym/elements';
import { ACCESS_TOKEN_COOKIE, createCreatorClient } from '@mym/sdk';
import type { AstroGlobal } from 'astro';
import { type PackedFirstData, packFirstData } from './packed-first-data';
import { browserClientConfig } from './runtime-config';
import { isFreshAccessToken } from './session-cookie';

/**
 * How long a page waits for its first data before it is sent without it: the API answers these reads in a few
 * milliseconds; a slower one would cost the page more than the browser reading it itself.
 */
const FIRST_DATA_DEADLINE_MS = 700;

/**
 * A fetch that reads for the browser whose page this is: its user agent goes with each read, so the API sees the
 * creator's own device (its sessions list and its "new sign-in" alert), never the site's server as another one.
 */
function onBehalfOf(request: Request): typeof fetch {
  const userAgent = request.headers.get('user-agent');
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (userAgent) headers.set('user-agent', userAgent);
    return fetch(input, { ...init, headers });
  };
}

/**
 * The first data of an island, read by the site's server from the API with the creator's own token (the
 * `mym_access_token` cookie), so that the island renders the screen in the page's first HTML instead of a loader
 * waiting for its script and then the API. Nothing when the cookie holds no token good for another minute, when
 * the API refuses it or is slow: the island then reads the API from the browser as before, and a refused token
 * sends the creator to login there. Only the answers go to the page, never the token, as one JSON text
 * (packed-first-data.ts).
 */
export async function islandFirstData(
  astro: Pick<AstroGlobal, 'cookies' | 'request'>,
  queries: FirstQueries,
): Promise<PackedFirstData | undefined> {
  return packFirstData(await islandFirstAnswers(astro, queries));
}

/**
 * The same answers unpacked, for a page that works something out from them on the server (the calendar's month
 * from the creator's zone, the catalog's redirect) before it packs what its island gets.
 */
export async function islandFirstAnswers(
  astro: Pick<AstroGlobal, 'cookies' | 'request'>,
  queries: FirstQueries,
): Promise<FirstData | undefined> {
  const token = astro.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token || !isFreshAccessToken(token)) return undefined;
  const client = createCreatorClient({
    ...browserClientConfig(),
    fetch: onBehalfOf(astro.request),
    // This request's token alone: the server keeps no session of its own and never writes a cookie here.
    cookies: { read: () => `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`, write: () => undefined },
    requestTimeoutMs: FIRST_DATA_DEADLINE_MS,
  });
  const answers = await readFirstData(client, queries, FIRST_DATA_DEADLINE_MS);
  return answers.length > 0 ? answers : undefined;
}
