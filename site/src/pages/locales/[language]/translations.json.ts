import { translationsFor } from '@mym/elements';
import { SUPPORTED_LANGUAGES } from '@mym/sdk';
import type { APIRoute } from 'astro';

/**
 * The content host's `GET /locales/{language}/translations.json` (spec 7), served by the site itself for local
 * runs: the merged translations of every feature. Any origin may read them (custom elements on partner pages).
 */
export const GET: APIRoute = async ({ params }) => {
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === params.language);
  if (!language) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(await translationsFor(language)), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
    },
  });
};
