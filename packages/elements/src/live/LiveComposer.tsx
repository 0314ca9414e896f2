import { lazy, memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { loadScheduleDatePicker } from '../common/schedule/schedule-date-picker-loader';
import type { LiveComposerProps } from './LiveComposerFlow';
import { type LiveComposerData, useLiveComposerData } from './use-live-composer-data';

// The form is a chunk of its own, fetched alongside the composer's choices; it renders with the calendar it shows
// at once, so both are here when it first renders.
const loadFlow = () => import('./LiveComposerFlow');
const LiveComposerFlow = lazy(() =>
  Promise.all([loadFlow(), loadScheduleDatePicker()]).then(([module]) => ({
    default: module.LiveComposerFlow,
  })),
);

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

/**
 * The form, drawn again only when its data or the host's props change. The composer updates as its queries settle
 * while the form's code still loads; were each update to reach the form's part of the server's HTML, React would
 * take that part over in one go, without pausing, once the code is here (a long task on a phone). Untouched, the
 * part is taken over in small steps.
 */
const ComposerForm = memo(function ComposerForm(props: LiveComposerProps & { data: LiveComposerData }) {
  return (
    <Suspense fallback={<ComposerLoading />}>
      <LiveComposerFlow {...props} />
    </Suspense>
  );
});
