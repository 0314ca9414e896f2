import { CreatorGate, TermsAcceptanceForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** `/signup/social-network/confirmation`: the one private screen a creator missing a term may stay on (spec 2). */
export default function TermsAcceptanceIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate requireTerms={false}>
        <TermsAcceptanceForm />
      </CreatorGate>
    </IslandProviders>
  );
}
