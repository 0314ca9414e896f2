import { type ComingArea, ComingAreaFrame, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

interface ComingAreaIslandProps {
  context: IslandContext;
  area: ComingArea;
  /** Behind the creator gate like every private screen, unless the route is open (the calendar OAuth return). */
  gated?: boolean;
}

/** A screen whose feature opens later: an honest frame. */
export default function ComingAreaIsland({ context, area, gated = true }: ComingAreaIslandProps) {
  const frame = <ComingAreaFrame area={area} />;
  return (
    <IslandProviders context={context}>{gated ? <CreatorGate>{frame}</CreatorGate> : frame}</IslandProviders>
  );
}
