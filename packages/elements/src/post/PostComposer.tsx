import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { settledForm } from '../composer/settled-form';
import type { PostComposerProps } from './PostComposerFlow';
import { usePostComposerData } from './use-post-composer-data';

// The form and its screens load with the wizard's data, not with the page.
const loadFlow = () => import('./PostComposerFlow');
const PostComposerFlow = lazy(() => loadFlow().then((module) => ({ default: module.PostComposerFlow })));

// Drawn again only when its data or the host's props change (see settledForm).
const ComposerForm = settledForm(PostComposerFlow, ComposerLoading);

export type { PostComposerProps };

/**
 * The post wizard (spec 2 "/post/*", 3 "Post form", 4, 5): the editor, the steps media, details, schedule and
 * recap, the cloud picker and the confirmation, creating a post or editing one. The same in the site and as
 * `<mym-post-composer>`.
 */
export function PostComposer(props: PostComposerProps) {
  const { t } = useTranslation();
  const load = usePostComposerData(props.postId);
  // Fetched while the choices load, so the form does not wait for its code once they are here.
  useEffect(() => void loadFlow(), []);
  if (load.status === 'pending') return <ComposerLoading />;
  if (load.status === 'error') {
    return (
      <div className="mym-screen mym-post" data-state="error">
        <LoadError title={t('post_load_error')} onRetry={load.retry} retrying={load.retrying} />
      </div>
    );
  }
  return <ComposerForm key={props.postId ?? 'new'} data={load.data} {...props} />;
}

function ComposerLoading() {
  const { t } = useTranslation();
  return (
    <div className="mym-screen mym-post" data-state="loading">
      <LoadingState label={t('post_loading')} />
    </div>
  );
}
