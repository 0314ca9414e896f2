import { AppNavigation } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The navigation of every private screen (spec 2 "Navigation"). */
export default function ShellNavigationIsland({
  context,
  currentPath,
}: {
  context: IslandContext;
  currentPath: string;
}) {
  return (
    <IslandProviders context={context}>
      <AppNavigation currentPath={currentPath} />
    </IslandProviders>
  );
}
