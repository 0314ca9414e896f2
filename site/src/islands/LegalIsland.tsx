import { LegalDocument, type LegalDocumentId } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { PublicIslandProviders } from './PublicIslandProviders';

/**
 * A legal page. It stands outside the creator gate on purpose: the terms screen links here, and a creator who
 * has not accepted the terms yet must be able to read them.
 */
export default function LegalIsland({
  context,
  document,
}: {
  context: IslandContext;
  document: LegalDocumentId;
}) {
  return (
    <PublicIslandProviders context={context}>
      <LegalDocument document={document} />
    </PublicIslandProviders>
  );
}
