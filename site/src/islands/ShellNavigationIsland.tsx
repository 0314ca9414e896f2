import { AppNavigation } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** The navigation of every private screen (spec 2 "Navigation"). */
export default function ShellNavigationIsland({
  context,
  currentPath,
  firstData,
}: {
  context: IslandContext;
  currentPath: string;
  /** The bell's unread count, read by the server with the page. */
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <AppNavigation currentPath={currentPath} />
    </IslandProviders>
  );
}
