import { CreatorGate, ToolsOverview } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The tools page: a line per tool with what it holds, and the creator's referral link. */
export default function ToolsIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <ToolsOverview />
      </CreatorGate>
    </IslandProviders>
  );
}
