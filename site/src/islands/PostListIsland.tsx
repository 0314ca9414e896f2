import { CreatorGate, PostList } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { postPageHref } from '../lib/post-routes';
import { appHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/posts` (the creator's posts): an island of its own, so the list does not download a post's page. */
export default function PostListIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PostList postHref={(post) => postPageHref(post.id)} newPostHref={appHref('createPost')} />
      </CreatorGate>
    </IslandProviders>
  );
}
