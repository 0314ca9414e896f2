import { CreatorGate, ToolsOverview } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** The tools page: a line per tool with what it holds, and the creator's referral link. */
export default function ToolsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <ToolsOverview />
      </CreatorGate>
    </IslandProviders>
  );
}
