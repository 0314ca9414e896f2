import { CreatorProviders } from '@mym/elements';
import type { ReactNode } from 'react';
import type { IslandContext } from '../lib/island-context';
import { pageCatalogue } from '../lib/page-catalogue';
import { APP_LINKS } from '../lib/routes';
import { goToSignedOut } from '../lib/signed-out';

/** The providers of one island, built from the context the server passed in. */
export function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <CreatorProviders
      config={context.config}
      locale={context.language}
      translations={pageCatalogue(context.language)}
      contentUrl={context.contentUrl}
      onInvalidSession={goToSignedOut}
      links={APP_LINKS}
    >
      {children}
    </CreatorProviders>
  );
}
