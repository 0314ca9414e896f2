import type { PostForm } from '@mym/sdk';
import { Button } from '@mym/ui';
import { type FormEvent, lazy, Suspense } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PushScheduleField } from '../common/schedule/ScheduleField';
import { PostDetailsFields } from './PostDetailsFields';
import { PostFanPreview } from './PostFanPreview';
import { PostMediaField } from './PostMediaField';
import { POST_WIZARD_STEPS, type PostStepScreen, type PostWizardStep, STEP_FIELDS } from './post-steps';
import type { PostComposerData } from './use-post-composer-data';

// The editor, where the wizard starts, shows no timeline: it loads with the first step that shows it.
const PostTimeline = lazy(() =>
  import('./PostTimeline').then((module) => ({ default: module.PostTimeline })),
);

export interface PostEditorProps {
  form: UseFormReturn<PostForm>;
  data: PostComposerData;
  editing: boolean;
  /** The editor (every field) or one of the wizard's steps (its fields only). */
  screen: Exclude<PostStepScreen, 'recap' | 'cloud' | 'collection' | 'confirmation'>;
  onPick: () => void;
  onGo: (step: PostWizardStep) => void;
  /** The fields shown passed every rule of spec 5: on to the next step (the recap from the editor). */
  onNext: () => void;
  onBack: () => void;
  onCancel: () => void;
  listHref?: string | undefined;
}

const TITLE: Record<PostEditorProps['screen'], string> = {
  editor: 'post_create_title',
  media: 'post_step_media',
  details: 'post_step_details',
  schedule: 'post_step_schedule',
};

/**
 * The post editor (spec 2 "/post/*"): every field of the post form on one screen, or a wizard step with its own
 * fields, under the progression timeline. Submitting checks what the screen shows, every criterion at once.
 * Beside it, on every screen, what fans will see of the post as it takes shape.
 */
export function PostEditor(props: PostEditorProps) {
  const { form, data, editing, screen, onPick, onGo, onNext, onBack, onCancel, listHref } = props;
  const { t } = useTranslation();
  const all = screen === 'editor';
  const media = useWatch({ control: form.control, name: 'media' });
  const title = all && editing ? 'post_edit_title' : TITLE[screen];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (screen === 'editor') return form.handleSubmit(onNext)(event);
    // A step judges only its own fields: what comes later is judged when the creator gets there.
    event.preventDefault();
    void form.trigger([...STEP_FIELDS[screen]]).then((valid) => valid && onNext());
  };
  return (
    <div className="mym-composer-layout">
      <form className="mym-post-editor" part="form" noValidate onSubmit={submit}>
        <div className="mym-screen__header">
          <h1 className="mym-screen__title" tabIndex={-1}>
            {t(title)}
          </h1>
          {listHref && (
            <a className="mym-screen__list-link" href={listHref}>
              {t('post_list_link')}
            </a>
          )}
        </div>
        {/* One way through: the full form stands alone; the timeline leads the wizard's steps, and tells the truth. */}
        {!all && (
          <Suspense fallback={<PostTimelineArriving />}>
            <PostTimeline
              current={screen}
              errors={form.formState.errors}
              hasMedia={media !== null}
              onGo={onGo}
            />
          </Suspense>
        )}
        {(all || screen === 'media') && <PostMediaField form={form} onPick={onPick} />}
        {(all || screen === 'details') && <PostDetailsFields form={form} playlists={data.playlists} />}
        {(all || screen === 'schedule') && (
          <PushScheduleField
            form={form}
            keyPrefix="post"
            timeZone={data.timeZone}
            publicationDates={data.publicationDates}
            restrictedDates={[]}
          />
        )}
        <div className="mym-screen__actions" part="actions">
          <Button type="submit">{all || screen === 'schedule' ? t('post_review') : t('post_next')}</Button>
          {all ? (
            <Button variant="tertiary" onClick={onCancel}>
              {t('post_cancel')}
            </Button>
          ) : (
            <Button variant="tertiary" onClick={onBack}>
              {t('post_back')}
            </Button>
          )}
        </div>
      </form>
      <PostFanPreview form={form} timeZone={data.timeZone} />
    </div>
  );
}

/** The timeline while its code arrives: the same title and steps, in the same place, busy. */
function PostTimelineArriving() {
  const { t } = useTranslation();
  return (
    <section className="mym-timeline mym-timeline--creators mym-post-timeline" aria-busy="true">
      <div className="mym-timeline__header">
        <h2 className="mym-timeline__title">{t('post_timeline_title')}</h2>
      </div>
      <ol className="mym-timeline__steps">
        {POST_WIZARD_STEPS.map((step) => (
          <li key={step}>
            <span className="mym-timeline__static">
              <span className="mym-timeline__marker" aria-hidden="true" />
              <span className="mym-timeline__label">{t(`post_step_${step}`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
