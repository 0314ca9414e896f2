import type { IslandContext } from './island-context';
import { pageCatalogue } from './page-catalogue';
import { APP_LINKS } from './routes';
import { goToSignedOut } from './signed-out';

/**
 * What every island's providers are given, public or private: the identity and API settings, the page's words
 * and language, where media is served, where a refused session goes, and the app's links.
 */
export function islandProviderProps(context: IslandContext) {
  return {
    config: context.config,
    locale: context.language,
    translations: pageCatalogue(context.language),
    contentUrl: context.contentUrl,
    onInvalidSession: goToSignedOut,
    links: APP_LINKS,
  };
}
