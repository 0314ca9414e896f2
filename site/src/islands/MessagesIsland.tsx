import { CloudMediaPickerOnDemand, CreatorGate, Messages } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/**
 * `/chat` and `/messaging` (spec 2): the creator's messages. The open conversation is kept in the address
 * (`?fan=<id>`), so a reload or a shared link opens the same thread; medias are sent from the cloud picker, which
 * loads when it is first opened.
 */
export default function MessagesIsland({
  context,
  fanId,
  firstData,
}: {
  context: IslandContext;
  fanId?: string | undefined;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <Messages
          fanId={fanId}
          MediaPicker={CloudMediaPickerOnDemand}
          onOpen={(id) => {
            const url = new URL(window.location.href);
            if (id) url.searchParams.set('fan', id);
            else url.searchParams.delete('fan');
            window.history.replaceState(window.history.state, '', url);
          }}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
