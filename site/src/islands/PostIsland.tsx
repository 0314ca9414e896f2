import { CreatorGate, PostComposer } from '@mym/elements';
import { useEffect, useState } from 'react';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { type PostWizardRoute, parsePostPath, postPageHref, postPath } from '../lib/post-routes';
import { appHref, appRoute, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/**
 * The post wizard (spec 2 "/post/*") as one island, so the form lives across its screens: each screen change
 * moves the URL (pushState, or replaceState when the cloud hands the media back: spec 2), and Back and Forward
 * move the screens.
 */
export default function PostIsland({
  context,
  route: first,
  firstData,
}: {
  context: IslandContext;
  route: PostWizardRoute;
  firstData?: PackedFirstData | undefined;
}) {
  const [route, setRoute] = useState(first);
  useEffect(() => {
    const follow = () => {
      const next = parsePostPath(appRoute(window.location.pathname) ?? '');
      if (next) setRoute(next);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PostComposer
          postId={route.postId}
          step={route.step}
          onStepChange={(step, { replace }) => {
            const url = appUrl(postPath(step, route.postId));
            if (replace) window.history.replaceState(null, '', url);
            else window.history.pushState(null, '', url);
            setRoute({ ...route, step });
          }}
          stepHref={(step) => appUrl(postPath(step, route.postId))}
          onCancel={() =>
            window.location.assign(route.postId ? postPageHref(route.postId) : appHref('posts'))
          }
          postHref={(post) => postPageHref(post.id)}
          listHref={appHref('posts')}
          newPostHref={appHref('createPost')}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
