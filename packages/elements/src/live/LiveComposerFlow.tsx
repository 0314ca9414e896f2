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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nextFullHour } from '../common/schedule/schedule-zone';
import { lazyRules } from '../composer/lazy-rules';
import { MediaPickerScreens, type PickerStep } from '../composer/MediaPickerScreens';
import { RECENT_MEDIA } from '../composer/media-picker';
import { useComposerSteps } from '../composer/use-composer-steps';
import { isConflict, isFieldRefusal } from '../composer/use-wizard-save';
import { WizardFrame } from '../composer/WizardFrame';
import { useCreatorClient } from '../creator-client';
import { LiveSaved } from './LiveSaved';
import { LiveSetup } from './LiveSetup';
import { liveQueries } from './live-queries';
import type { LiveComposerData } from './use-live-composer-data';

type LiveScreen = { screen: 'setup' } | PickerStep | { screen: 'saved' };
const SETUP: LiveScreen = { screen: 'setup' };

export interface LiveComposerProps {
  /** The live to edit (or cancel); without it the composer schedules a new one. */
  liveId?: string | undefined;
  onCreated?: ((live: LiveRecord) => void) | undefined;
  onUpdated?: ((live: LiveRecord) => void) | undefined;
  onCancelled?: ((live: LiveRecord) => void) | undefined;
  /** The creator left the form without saving. */
  onCancel?: (() => void) | undefined;
  /** Where the host lists the lives and checks the devices, when it has pages for them. */
  listHref?: string | undefined;
  deviceCheckHref?: string | undefined;
}

/** The composer once its choices are loaded: the frame of its screens, and the screen shown. */
export function LiveComposerFlow(props: LiveComposerProps & { data: LiveComposerData }) {
  const { t } = useTranslation();
  // The screen lives here only: the live's pages keep no step in their URL.
  const { step: screen, go, moves } = useComposerSteps<LiveScreen>(undefined, SETUP, undefined);
  return (
    <WizardFrame className="mym-live" state={screen.screen} moves={moves} loadingLabel={t('live_loading')}>
      <LiveScreens {...props} screen={screen} go={go} />
    </WizardFrame>
  );
}

/**
 * The form and its screens (the setup, the cloud picker, the saved live), inside the frame's loading boundary.
 * react-hook-form readies the form with an update as soon as it is mounted: made here, that update stays inside
 * the part of the page already taken over, instead of reaching the boundary from above while the server's HTML
 * of the setup still waits its turn, which would make React take the whole setup over in one go, without pausing.
 */
function LiveScreens({
  data,
  liveId,
  onCreated,
  onUpdated,
  onCancelled,
  onCancel,
  listHref,
  deviceCheckHref,
  screen,
  go,
}: LiveComposerProps & {
  data: LiveComposerData;
  screen: LiveScreen;
  go: (next: LiveScreen) => void;
}) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(data.live);
  const [saved, setSaved] = useState<LiveRecord | null>(null);
  const context = {
    timeZone: data.timeZone,
    restrictions: data.restrictedDates,
    priceRanges: data.prices.map((range) => range.value),
  };
  const form = useForm<LiveForm>({
    // A new live starts at the next full hour, a start the rules accept today; the creator moves it.
    defaultValues: stored ? liveRecordToForm(stored) : { ...liveFormDefaults(), scheduledAt: nextFullHour() },
    // The rules of spec 5 load on the first check, not with the form.
    resolver: lazyRules(() =>
      import('./live-form-resolver').then((rules) => rules.liveFormResolver(() => context)),
    ),
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
  const failure = save.isError && !conflict && !isFieldRefusal(save.error) ? t('live_save_error') : null;

  return (
    <>
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
      <MediaPickerScreens
        step={screen}
        go={go}
        onCloudBack={() => go(SETUP)}
        max={1}
        selected={
          form.getValues('teaser') ? [form.getValues('teaser') as NonNullable<LiveForm['teaser']>] : []
        }
        onAdd={([choice]) => {
          form.setValue('teaser', choice ?? null, { shouldDirty: true });
          go(SETUP);
        }}
      />
      {screen.screen === 'saved' && saved && (
        <LiveSaved
          live={saved}
          timeZone={data.timeZone}
          listHref={listHref}
          deviceCheckHref={deviceCheckHref}
        />
      )}
    </>
  );
}
