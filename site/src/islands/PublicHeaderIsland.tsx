import { type AuthPrompt, PublicHeader } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { PublicIslandProviders } from './PublicIslandProviders';

/** The top of the public screens: the language switcher and, where relevant, the log in / sign up prompt. */
export default function PublicHeaderIsland({
  context,
  prompt,
}: {
  context: IslandContext;
  prompt?: AuthPrompt;
}) {
  return (
    <PublicIslandProviders context={context}>
      <PublicHeader prompt={prompt} />
    </PublicIslandProviders>
  );
}
