import { CreatorGate, ToolsHub } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The tools page: a link to every built area. */
export default function ToolsIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <ToolsHub />
      </CreatorGate>
    </IslandProviders>
  );
}
