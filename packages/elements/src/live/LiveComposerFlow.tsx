import {
  CreatorApiError,
  type LiveForm,
  type LiveRecord,
  liveFormDefaults,
  liveFormField,
  liveFormToPayload,
  liveRecordToForm,
} from '@mym/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../common/LoadState';
import { ScreenArrival } from '../common/ScreenArrival';
import { nextFullHour } from '../common/schedule/schedule-zone';
import { CloudCollections, CollectionPicker, RECENT_MEDIA } from '../composer/media-picker';
import { useCreatorClient } from '../creator-client';
import type { LiveComposerProps } from './LiveComposer';
import { LiveSaved } from './LiveSaved';
import { LiveSetup } from './LiveSetup';
import { liveFormResolver } from './live-form-resolver';
import { liveQueries } from './live-queries';
import type { LiveComposerData } from './use-live-composer-data';

type LiveScreen =
  | { screen: 'setup' }
  | { screen: 'cloud' }
  | { screen: 'collection'; collectionId: string }
  | { screen: 'saved' };

function isConflict(error: unknown): boolean {
  return error instanceof CreatorApiError && error.status === 409;
}

/** The composer once its choices are loaded: the form lives here, across the setup and the cloud picker. */
export function LiveComposerFlow({
  data,
  liveId,
  onCreated,
  onUpdated,
  onCancelled,
  onCancel,
  listHref,
  deviceCheckHref,
}: LiveComposerProps & { data: LiveComposerData }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(data.live);
  const [saved, setSaved] = useState<LiveRecord | null>(null);
  const [screen, setScreen] = useState<LiveScreen>({ screen: 'setup' });
  const [moves, setMoves] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const go = (next: LiveScreen) => {
    setScreen(next);
    setMoves((n) => n + 1);
  };
  const context = {
    timeZone: data.timeZone,
    restrictions: data.restrictedDates,
    priceRanges: data.prices.map((range) => range.value),
  };
  const form = useForm<LiveForm>({
    // A new live starts at the next full hour, a start the rules accept today; the creator moves it.
    defaultValues: stored ? liveRecordToForm(stored) : { ...liveFormDefaults(), scheduledAt: nextFullHour() },
    resolver: liveFormResolver(() => context),
  });

  const done = (live: LiveRecord) => {
    void queryClient.invalidateQueries({ queryKey: liveQueries.all });
    setStored(live);
    setSaved(live);
    go({ screen: 'saved' });
  };
  const save = useMutation({
    mutationFn: () => {
      const payload = liveFormToPayload(form.getValues(), data.timeZone);
      return liveId
        ? client.lives.update(liveId, { ...payload, version: stored?.version })
        : client.lives.create(payload);
    },
    onSuccess: (live) => {
      done(live);
      if (liveId) onUpdated?.(live);
      else onCreated?.(live);
    },
    onError: (error) => {
      if (!(error instanceof CreatorApiError) || error.status !== 400 || !error.fields) return;
      for (const [wireField, keys] of Object.entries(error.fields)) {
        if (keys[0]) form.setError(liveFormField(wireField), { message: keys[0] });
      }
    },
  });
  const cancelLive = useMutation({
    mutationFn: () => client.lives.cancel(liveId ?? '', { version: stored?.version }),
    onSuccess: (live) => {
      done(live);
      onCancelled?.(live);
    },
  });

  const reload = async () => {
    if (!liveId) return;
    const fresh = await queryClient.fetchQuery({ ...liveQueries.detail(client, liveId), staleTime: 0 });
    setStored(fresh);
    form.reset(liveRecordToForm(fresh));
    save.reset();
    cancelLive.reset();
  };
  const conflict = isConflict(save.error) || isConflict(cancelLive.error);
  const failure =
    save.isError && !conflict && !(save.error instanceof CreatorApiError && save.error.status === 400)
      ? t('live_save_error')
      : null;

  return (
    <div className="mym-live" ref={root} data-state={screen.screen}>
      <Suspense fallback={<LoadingState label={t('live_loading')} />}>
        {moves > 0 && <ScreenArrival key={moves} root={root} />}
        {screen.screen === 'setup' && (
          <LiveSetup
            form={form}
            data={data}
            stored={stored}
            saving={save.isPending}
            failure={failure}
            conflict={conflict}
            cancelling={cancelLive}
            listHref={listHref}
            onPickTeaser={() => go({ screen: 'collection', collectionId: RECENT_MEDIA })}
            onSave={() => save.mutate()}
            onReload={() => void reload()}
            onCancel={() => onCancel?.()}
          />
        )}
        {screen.screen === 'cloud' && (
          <CloudCollections
            onOpen={(collection) => go({ screen: 'collection', collectionId: collection.id })}
            onBack={() => go({ screen: 'setup' })}
          />
        )}
        {screen.screen === 'collection' && (
          <CollectionPicker
            collectionId={screen.collectionId}
            max={1}
            selected={
              form.getValues('teaser') ? [form.getValues('teaser') as NonNullable<LiveForm['teaser']>] : []
            }
            onAdd={([choice]) => {
              form.setValue('teaser', choice ?? null, { shouldDirty: true });
              go({ screen: 'setup' });
            }}
            onBack={() => go({ screen: 'cloud' })}
          />
        )}
        {screen.screen === 'saved' && saved && (
          <LiveSaved
            live={saved}
            timeZone={data.timeZone}
            listHref={listHref}
            deviceCheckHref={deviceCheckHref}
          />
        )}
      </Suspense>
    </div>
  );
}
