import { CreatorGate, PostPage } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { postPath } from '../lib/post-routes';
import { appHref, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/posts/:id` (one post, spec 2): editing opens the wizard on it; the list is `PostListIsland`. */
export default function PostPageIsland({
  context,
  postId,
  firstData,
}: {
  context: IslandContext;
  postId: string;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PostPage
          postId={postId}
          editHref={(post) => appUrl(postPath({ screen: 'editor' }, post.id))}
          listHref={appHref('posts')}
          onDeleted={() => window.location.assign(appHref('posts'))}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
