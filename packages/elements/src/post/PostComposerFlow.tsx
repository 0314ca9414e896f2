import {
  type MediaChoice,
  type PostForm,
  type PostRecord,
  postFormDefaults,
  postFormToPayload,
  postRecordToForm,
} from '@mym/sdk';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDraftSaving } from '../composer/form-draft';
import { lazyRules } from '../composer/lazy-rules';
import { lazyScreen } from '../composer/lazy-screen';
import { MediaPickerScreens } from '../composer/MediaPickerScreens';
import { RECENT_MEDIA } from '../composer/media-picker';
import { useComposerSteps, useRecapCheck } from '../composer/use-composer-steps';
import { isFieldRefusal, useWizardSave } from '../composer/use-wizard-save';
import { WizardFrame } from '../composer/WizardFrame';
import type { WizardHostProps } from '../composer/wizard-host';
import { useCreatorClient } from '../creator-client';
import { PostEditor } from './PostEditor';
import { postDraft } from './post-draft';
import { postQueries } from './post-queries';
import { EDITOR_STEP, type PostStep, type PostWizardStep } from './post-steps';
import type { PostComposerData } from './use-post-composer-data';

// Only the editor comes with the wizard: the recap and the confirmation load when the creator moves there.
const PostRecap = lazyScreen(() => import('./PostRecap'), 'PostRecap');
const PostConfirmation = lazyScreen(() => import('./PostConfirmation'), 'PostConfirmation');

/** The step after each one in the wizard, and before it (the first step goes back to the editor). */
const NEXT: Record<'media' | 'details' | 'schedule', PostWizardStep> = {
  media: 'details',
  details: 'schedule',
  schedule: 'recap',
};
const PREVIOUS: Record<'media' | 'details' | 'schedule', PostStep> = {
  media: EDITOR_STEP,
  details: { screen: 'media' },
  schedule: { screen: 'details' },
};

export interface PostComposerProps extends WizardHostProps<PostStep, PostRecord> {
  /** The post to edit; without it the wizard creates one. */
  postId?: string | undefined;
  /** The confirmation's ways on, when the host has URLs for them. */
  postHref?: ((post: PostRecord) => string) | undefined;
  newPostHref?: string | undefined;
}

/** The wizard once the creator's zone, playlists (and the post being edited) are loaded: the frame of its screens. */
export function PostComposerFlow(props: PostComposerProps & { data: PostComposerData }) {
  const { t } = useTranslation();
  const { step, go, moves } = useComposerSteps<PostStep>(props.step, EDITOR_STEP, props.onStepChange);
  return (
    <WizardFrame
      className="mym-screen mym-post"
      state={step.screen}
      moves={moves}
      loadingLabel={t('post_loading')}
    >
      <PostScreens {...props} step={step} go={go} />
    </WizardFrame>
  );
}

/**
 * One form, every screen, inside the frame's loading boundary. react-hook-form readies the form with an update as
 * soon as it is mounted: made here, that update stays inside the part of the page already taken over, instead of
 * reaching the boundary from above while the server's HTML of the editor still waits its turn, which would make
 * React take the whole editor over in one go, without pausing (a long task on a phone).
 */
function PostScreens({
  data,
  postId,
  postHref,
  newPostHref,
  step,
  go,
  ...host
}: PostComposerProps & {
  data: PostComposerData;
  step: PostStep;
  go: (next: PostStep, replace?: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const editing = postId !== undefined;
  const stored = data.post;
  // An edit's draft belongs to the post as it was read; a new post has one draft for the tab.
  const draftKey = stored ? `${stored.id}@${stored.createdAt}` : 'new';
  // The screen the cloud returns to: the editor, or the media step that opened it.
  const [picker, setPicker] = useState<PostStep>(EDITOR_STEP);
  const form = useForm<PostForm>({
    // Spec 4: the form resets to its defaults on mount, unless this tab keeps a draft of it.
    defaultValues: postDraft.load(draftKey) ?? (stored ? storedPostForm(stored) : postFormDefaults()),
    // The rules of spec 5 load on the first check, not with the form.
    resolver: lazyRules(() =>
      import('./post-form-resolver').then((rules) =>
        rules.postFormResolver(() => ({ timeZone: data.timeZone })),
      ),
    ),
  });

  useDraftSaving(form, postDraft, draftKey);
  const goStep = (wizardStep: PostWizardStep) => go({ screen: wizardStep });

  useRecapCheck(form, step.screen === 'recap', () => go(EDITOR_STEP, true));

  const { save, saved, restart } = useWizardSave<PostForm, PostRecord, PostStep>({
    form,
    draft: postDraft,
    draftKey,
    lists: postQueries.all,
    send: () => {
      const payload = postFormToPayload(form.getValues());
      // A post already out keeps the date it went out at: nothing to reschedule, so nothing to send.
      if (stored && !form.getValues('isScheduled') && isPast(stored.scheduledAt))
        payload.scheduledAt = stored.scheduledAt;
      return postId
        ? client.posts.update(postId, payload, stored ? { from: stored } : {})
        : client.posts.create(payload);
    },
    onSaved: editing ? host.onUpdated : host.onCreated,
    confirmation: () => ({ screen: 'confirmation' }),
    // The API judged a rule the form could not (a media gone, a playlist deleted): shown under its field.
    formStep: EDITOR_STEP,
    go,
  });

  const startOver = () => {
    restart(postFormDefaults());
    go(EDITOR_STEP);
  };

  const failure = save.isError && !isFieldRefusal(save.error) ? t('post_save_error') : null;
  const screen = step.screen;

  return (
    <>
      {(screen === 'editor' || screen === 'media' || screen === 'details' || screen === 'schedule') && (
        <PostEditor
          form={form}
          data={data}
          editing={editing}
          screen={screen}
          onPick={() => {
            setPicker(step);
            // The picker opens on the recent items (spec 2 "Collection screen"); its back leads to the collections.
            go({ screen: 'collection', collectionId: RECENT_MEDIA });
          }}
          onGo={goStep}
          onNext={() => goStep(screen === 'editor' ? 'recap' : NEXT[screen])}
          onBack={() => screen !== 'editor' && go(PREVIOUS[screen])}
          onCancel={() => {
            postDraft.clear(draftKey);
            host.onCancel?.();
          }}
          listHref={host.listHref}
        />
      )}
      <MediaPickerScreens
        step={step}
        go={go}
        stepHref={host.stepHref}
        onCloudBack={() => go(picker, true)}
        max={1}
        selected={mediaChoices(form.getValues('media'))}
        onAdd={([choice]) => {
          form.setValue('media', choice ?? null, { shouldDirty: true });
          form.clearErrors('media');
          go(picker, true);
        }}
      />
      {screen === 'recap' && (
        <PostRecap
          values={form.getValues()}
          playlists={data.playlists}
          timeZone={data.timeZone}
          editing={editing}
          saving={save.isPending}
          failure={failure}
          onConfirm={() => save.mutate()}
          onEdit={() => go(EDITOR_STEP)}
          onGo={goStep}
        />
      )}
      {screen === 'confirmation' && (
        <PostConfirmation
          post={saved}
          editing={editing}
          timeZone={data.timeZone}
          postHref={postHref}
          listHref={host.listHref}
          newPostHref={newPostHref}
          onNewPost={newPostHref ? undefined : startOver}
        />
      )}
    </>
  );
}

function isPast(instant: string | null): boolean {
  return instant !== null && new Date(instant).getTime() <= Date.now();
}

/** A stored post as the form edits it; one already published is no longer scheduled (its date has passed). */
function storedPostForm(stored: PostRecord): PostForm {
  const form = postRecordToForm(stored);
  return isPast(stored.scheduledAt) ? { ...form, isScheduled: false, scheduledAt: new Date() } : form;
}

/** The form's media as the picker's choice: a cloud item (or an uploaded one, once stored) keeps its preview. */
function mediaChoices(media: PostForm['media']): MediaChoice[] {
  if (!media || !('id' in media) || !media.id) return [];
  return [{ id: media.id, preview: media.preview ?? null, type: media.type }];
}
