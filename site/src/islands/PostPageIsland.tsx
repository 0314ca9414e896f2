import { CreatorGate, PostList, PostPage } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { postPageHref, postPath } from '../lib/post-routes';
import { appHref, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/posts` (the creator's posts) and `/posts/:id` (one post, spec 2): editing opens the wizard on it. */
export default function PostPageIsland({ context, postId }: { context: IslandContext; postId?: string }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        {postId ? (
          <PostPage
            postId={postId}
            editHref={(post) => appUrl(postPath({ screen: 'editor' }, post.id))}
            listHref={appHref('posts')}
            onDeleted={() => window.location.assign(appHref('posts'))}
          />
        ) : (
          <PostList postHref={(post) => postPageHref(post.id)} newPostHref={appHref('createPost')} />
        )}
      </CreatorGate>
    </IslandProviders>
  );
}
