import type { PostRecord } from '@mym/sdk';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import type { StepChange } from '../composer/use-composer-steps';
import type { PostStep } from './post-steps';
import { usePostComposerData } from './use-post-composer-data';

// The form and its screens load with the wizard's data, not with the page.
const loadFlow = () => import('./PostComposerFlow');
const PostComposerFlow = lazy(() => loadFlow().then((module) => ({ default: module.PostComposerFlow })));

export interface PostComposerProps {
  /** The post to edit; without it the wizard creates one. */
  postId?: string | undefined;
  /** The screen to show, when the host keeps it (the site keeps it in the URL); the wizard keeps it otherwise. */
  step?: PostStep | undefined;
  /** Every move between screens, for a host that shows them at URLs. */
  onStepChange?: ((step: PostStep, change: StepChange) => void) | undefined;
  /** The URL of a screen, for a host that shows them at URLs: the places inside (collections) are then links. */
  stepHref?: ((step: PostStep) => string) | undefined;
  onCreated?: ((post: PostRecord) => void) | undefined;
  onUpdated?: ((post: PostRecord) => void) | undefined;
  /** The creator gave up; the draft is dropped. */
  onCancel?: (() => void) | undefined;
  /** The confirmation's ways on, when the host has URLs for them. */
  postHref?: ((post: PostRecord) => string) | undefined;
  listHref?: string | undefined;
  newPostHref?: string | undefined;
}

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
  const loading = (
    <div className="mym-screen mym-post" data-state="loading">
      <LoadingState label={t('post_loading')} />
    </div>
  );
  if (load.status === 'pending') return loading;
  if (load.status === 'error') {
    return (
      <div className="mym-screen mym-post" data-state="error">
        <LoadError title={t('post_load_error')} onRetry={load.retry} retrying={load.retrying} />
      </div>
    );
  }
  return (
    <Suspense fallback={loading}>
      <PostComposerFlow key={props.postId ?? 'new'} data={load.data} {...props} />
    </Suspense>
  );
}
