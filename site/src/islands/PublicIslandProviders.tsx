import { IdentityProviders } from '@mym/elements';
import type { ReactNode } from 'react';
import type { IslandContext } from '../lib/island-context';
import { pageCatalogue } from '../lib/page-catalogue';
import { APP_LINKS } from '../lib/routes';
import { goToSignedOut } from '../lib/signed-out';

/**
 * The providers of an island that reads nothing from the API (sign-in, sign-up, password recovery, the public
 * frame): no query cache, so those screens never download react-query.
 */
export function PublicIslandProviders({
  context,
  children,
}: {
  context: IslandContext;
  children: ReactNode;
}) {
  return (
    <IdentityProviders
      config={context.config}
      locale={context.language}
      translations={pageCatalogue(context.language)}
      contentUrl={context.contentUrl}
      onInvalidSession={goToSignedOut}
      links={APP_LINKS}
    >
      {children}
    </IdentityProviders>
  );
}
