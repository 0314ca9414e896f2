import { CreatorProviders, type FirstData } from '@mym/elements';
import type { ReactNode } from 'react';
import type { IslandContext } from '../lib/island-context';
import { pageCatalogue } from '../lib/page-catalogue';
import { APP_LINKS } from '../lib/routes';
import { goToSignedOut } from '../lib/signed-out';

/**
 * The providers of one island, built from the context the server passed in, with the island's first data when the
 * server read it (first-data.ts).
 */
export function IslandProviders({
  context,
  firstData,
  children,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
  children: ReactNode;
}) {
  return (
    <CreatorProviders
      config={context.config}
      locale={context.language}
      translations={pageCatalogue(context.language)}
      contentUrl={context.contentUrl}
      onInvalidSession={goToSignedOut}
      links={APP_LINKS}
      firstData={firstData}
    >
      {children}
    </CreatorProviders>
  );
}
