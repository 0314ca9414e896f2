import {
  newIdempotencyKey,
  PUBLICATION_MEDIAS_MAX,
  type PushForm,
  type PushRecord,
  pushFormDefaults,
  pushFormField,
  pushFormToPayload,
  pushRecordToForm,
} from '@mym/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../common/LoadState';
import { useDraftSaving } from '../composer/form-draft';
import { lazyRules } from '../composer/lazy-rules';
import { lazyScreen } from '../composer/lazy-screen';
import { MediaPickerScreens } from '../composer/MediaPickerScreens';
import { RECENT_MEDIA } from '../composer/media-picker';
import { useComposerSteps, useRecapCheck } from '../composer/use-composer-steps';
import { isConflict, isFieldRefusal, useWizardSave } from '../composer/use-wizard-save';
import { WizardFrame } from '../composer/WizardFrame';
import type { WizardHostProps } from '../composer/wizard-host';
import { useCreatorClient } from '../creator-client';
import { PushSetup } from './PushSetup';
import { pushDraft } from './push-draft';
import { pushQueries } from './push-queries';
import { type PushStep, SETUP_STEP } from './push-steps';
import type { PushComposerData } from './use-push-composer-data';

// Only the setup comes with the composer: the recap and the confirmation load when the creator moves there.
const PushRecap = lazyScreen(() => import('./PushRecap'), 'PushRecap');
const PushConfirmation = lazyScreen(() => import('./PushConfirmation'), 'PushConfirmation');

export interface PushComposerProps extends WizardHostProps<PushStep, PushRecord> {
  /** The push to edit; without it the composer creates one. */
  pushId?: string | undefined;
  /** The confirmation's ways on (spec 2): links when the host has URLs, callbacks otherwise. */
  newPushHref?: string | undefined;
  onShowList?: (() => void) | undefined;
}

type PushScreensProps = PushComposerProps & {
  data: PushComposerData;
  step: PushStep;
  go: (next: PushStep, replace?: boolean) => void;
};

/** The composer once its choices (and the push being edited) are loaded: the frame of its screens. */
export function PushComposerFlow(props: PushComposerProps & { data: PushComposerData }) {
  const { t } = useTranslation();
  const { step, go, moves } = useComposerSteps<PushStep>(props.step, SETUP_STEP, props.onStepChange);
  return (
    <WizardFrame
      className="mym-screen mym-push"
      state={step.screen}
      moves={moves}
      loadingLabel={t('push_loading')}
    >
      <PushScreens {...props} step={step} go={go} />
    </WizardFrame>
  );
}

/**
 * The form, across the screens, inside the frame's loading boundary. react-hook-form readies the form with an
 * update as soon as it is mounted: made here, that update stays inside the part of the page already taken over,
 * instead of reaching the boundary from above while the server's HTML of the setup still waits its turn, which
 * would make React take the whole setup over in one go, without pausing (a long task on a phone).
 */
function PushScreens({ data, pushId, newPushHref, onShowList, step, go, ...host }: PushScreensProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const editing = pushId !== undefined;
  const [stored, setStored] = useState(data.push);
  // An edit's draft belongs to the version it started from: a push changed elsewhere since starts afresh.
  const draftKey = stored ? `${stored.id}@${stored.version}` : 'new';
  // One key per push being composed: a double click or a retried request creates it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const schedule = { timeZone: data.timeZone, restrictions: data.restrictedDates };
  const form = useForm<PushForm>({
    // Spec 4: an edited push fills the form once prices and push are loaded; a draft of this tab wins.
    defaultValues:
      pushDraft.load(draftKey) ?? (stored ? pushRecordToForm(stored, data.prices) : pushFormDefaults()),
    // The rules of spec 5 load on the first check, not with the form.
    resolver: lazyRules(() =>
      import('./push-form-resolver').then((rules) => rules.pushFormResolver(() => schedule)),
    ),
    // The setup focuses the first invalid field in the page's order itself (the groups above the message too).
    shouldFocusError: false,
  });

  useDraftSaving(form, pushDraft, draftKey);
  useRecapCheck(form, step.screen === 'recap', () => go(SETUP_STEP, true));

  const { save, saved, restart } = useWizardSave<PushForm, PushRecord, PushStep>({
    form,
    draft: pushDraft,
    draftKey,
    lists: pushQueries.all,
    send: () => {
      const payload = pushFormToPayload(form.getValues());
      return pushId
        ? client.pushes.update(pushId, payload, stored ? { from: stored } : {})
        : client.pushes.create(payload, { idempotencyKey });
    },
    onSaved: editing ? host.onUpdated : host.onCreated,
    confirmation: (push) =>
      editing ? { screen: 'confirmation' } : { screen: 'confirmation', pushId: push.id },
    // The API judged a rule the form could not (a day closed since): shown under its field, on the setup.
    formStep: SETUP_STEP,
    go,
    fieldOf: (wireField, values) => pushFormField(wireField, values) as FieldPath<PushForm>,
  });

  const reload = async () => {
    if (!pushId) return;
    pushDraft.clear(draftKey);
    const fresh = await queryClient.fetchQuery({ ...pushQueries.detail(client, pushId), staleTime: 0 });
    setStored(fresh);
    form.reset(pushRecordToForm(fresh, data.prices));
    save.reset();
    go(SETUP_STEP);
  };

  const startOver = () => {
    restart(pushFormDefaults());
    setIdempotencyKey(newIdempotencyKey());
    go(SETUP_STEP);
  };

  // A new push's confirmation opened again (a reload) reads that push: its state is the API's, never a guess.
  const confirmedId = step.screen === 'confirmation' && !saved && !stored ? step.pushId : undefined;
  const confirmed = useQuery({
    ...pushQueries.detail(client, confirmedId ?? ''),
    enabled: confirmedId !== undefined,
  });

  const failure =
    save.isError && !isConflict(save.error) && !isFieldRefusal(save.error) ? t('push_save_error') : null;

  return (
    <>
      {step.screen === 'setup' && (
        <PushSetup
          form={form}
          data={data}
          editing={editing}
          // The picker opens on the recent items (spec 2 "Collection screen"); its back leads to the collections.
          onPick={() => go({ screen: 'collection', collectionId: RECENT_MEDIA })}
          onReview={() => go({ screen: 'recap' })}
          listHref={host.listHref}
          onCancel={() => {
            pushDraft.clear(draftKey);
            host.onCancel?.();
          }}
        />
      )}
      <MediaPickerScreens
        step={step}
        go={go}
        stepHref={host.stepHref}
        onCloudBack={() => go(SETUP_STEP, true)}
        max={PUBLICATION_MEDIAS_MAX}
        selected={form.getValues('medias').flatMap((media) => {
          const { preview = null, type = 'image' } = media as { preview?: string | null; type?: string };
          return [{ id: media.id, preview, type }];
        })}
        onAdd={(choice) => {
          form.setValue('medias', choice, { shouldDirty: true });
          if (form.formState.isSubmitted) void form.trigger('medias');
          go(SETUP_STEP, true);
        }}
      />
      {step.screen === 'recap' && (
        <PushRecap
          values={form.getValues()}
          data={data}
          editing={editing}
          saving={save.isPending}
          failure={failure}
          conflict={isConflict(save.error)}
          onConfirm={() => save.mutate()}
          onEdit={() => go(SETUP_STEP)}
          onReload={() => void reload()}
        />
      )}
      {step.screen === 'confirmation' && confirmedId && confirmed.isPending && (
        <LoadingState label={t('push_loading')} />
      )}
      {step.screen === 'confirmation' && !(confirmedId && confirmed.isPending) && (
        <PushConfirmation
          push={saved ?? stored ?? confirmed.data ?? null}
          editing={editing}
          timeZone={data.timeZone}
          listHref={host.listHref}
          newPushHref={newPushHref}
          onShowList={onShowList}
          onNewPush={newPushHref ? undefined : startOver}
        />
      )}
    </>
  );
}
