import { CreatorGate, PushList } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { pushPath } from '../lib/push-routes';
import { appHref, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/**
 * `/push/list` (spec 2): the creator's pushes. An island of its own, apart from the composer's, so the list never
 * downloads the form's code; editing or composing a push opens the composer's pages.
 */
export default function PushListIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PushList
          editHref={(push) => appUrl(pushPath({ screen: 'setup' }, push.id))}
          newPushHref={appHref('createPush')}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
