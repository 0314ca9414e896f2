import { IdentityProviders } from '@mym/elements';
import type { ReactNode } from 'react';
import type { IslandContext } from '../lib/island-context';
import { islandProviderProps } from '../lib/island-provider-props';

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
  return <IdentityProviders {...islandProviderProps(context)}>{children}</IdentityProviders>;
}
