import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { settledForm } from '../composer/settled-form';
import type { PushComposerProps } from './PushComposerFlow';
import { usePushComposerData } from './use-push-composer-data';

// The form and its screens are a chunk of their own, fetched alongside the composer's data rather than with the
// page: what shows first is the loading state, and nothing else on the page waits for the form.
const loadFlow = () => import('./PushComposerFlow');
const PushComposerFlow = lazy(() => loadFlow().then((module) => ({ default: module.PushComposerFlow })));

// Drawn again only when its data or the host's props change (see settledForm).
const ComposerForm = settledForm(PushComposerFlow, ComposerLoading);

export type { PushComposerProps };

/**
 * Composes a paid push (spec 2 "/push/*", 3 "Push form", 4, 5): setup, the cloud to choose medias, the recap and
 * the confirmation, for a new push or an existing one. Works the same in the site and as `<mym-push-composer>`.
 */
export function PushComposer(props: PushComposerProps) {
  const { t } = useTranslation();
  const load = usePushComposerData(props.pushId);
  // Fetched while the choices load, so the form does not wait for its code once they are here.
  useEffect(() => void loadFlow(), []);
  if (load.status === 'pending') return <ComposerLoading />;
  if (load.status === 'error') {
    return (
      <div className="mym-screen mym-push" data-state="error">
        <LoadError title={t('push_load_error')} onRetry={load.retry} retrying={load.retrying} />
      </div>
    );
  }
  return <ComposerForm key={props.pushId ?? 'new'} data={load.data} {...props} />;
}

function ComposerLoading() {
  const { t } = useTranslation();
  return (
    <div className="mym-screen mym-push" data-state="loading">
      <LoadingState label={t('push_loading')} />
    </div>
  );
}
