import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { loadScheduleDatePicker } from '../common/schedule/schedule-date-picker-loader';
import { settledForm } from '../composer/settled-form';
import type { LiveComposerProps } from './LiveComposerFlow';
import { useLiveComposerData } from './use-live-composer-data';

// The form is a chunk of its own, fetched alongside the composer's choices; it renders with the calendar it shows
// at once, so both are here when it first renders.
const loadFlow = () => import('./LiveComposerFlow');
const LiveComposerFlow = lazy(() =>
  Promise.all([loadFlow(), loadScheduleDatePicker()]).then(([module]) => ({
    default: module.LiveComposerFlow,
  })),
);

// Drawn again only when its data or the host's props change (see settledForm).
const ComposerForm = settledForm(LiveComposerFlow, ComposerLoading);

export type { LiveComposerProps };

/**
 * Schedules, edits or cancels a live (spec 2 "live configuration"): title, description, a teaser from the cloud,
 * the start on the creator's wall clock under the push schedule rules, the expected duration, the push
 * audiences with their counts, free or a ticket under the push price rules, and the chat. Works the same in the
 * site and as `<mym-live-composer>`.
 */
export function LiveComposer(props: LiveComposerProps) {
  const { t } = useTranslation();
  const load = useLiveComposerData(props.liveId);
  useEffect(() => void loadFlow(), []);
  if (load.status === 'pending') return <ComposerLoading />;
  if (load.status === 'error') {
    return (
      <div className="mym-live" data-state="error">
        <LoadError title={t('live_load_error')} onRetry={load.retry} retrying={load.retrying} />
      </div>
    );
  }
  return <ComposerForm key={props.liveId ?? 'new'} data={load.data} {...props} />;
}

function ComposerLoading() {
  const { t } = useTranslation();
  return (
    <div className="mym-live" data-state="loading">
      <LoadingState label={t('live_loading')} />
    </div>
  );
}
