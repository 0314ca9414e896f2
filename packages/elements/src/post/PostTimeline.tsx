import type { PostForm } from '@mym/sdk';
import { ProgressionTimeline, type StepStatus, type TimelineStep } from '@mym/ui';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POST_WIZARD_STEPS, type PostStepScreen, type PostWizardStep, STEP_FIELDS } from './post-steps';

export interface PostTimelineProps {
  current: PostStepScreen;
  errors: FieldErrors<PostForm>;
  /** Whether the post has its media: the media step is done only then, wherever the creator went since. */
  hasMedia: boolean;
  onGo: (step: PostWizardStep) => void;
}

/**
 * A step's status, never a guess: done only when what it asks for is there (the media step needs a media; the
 * others ask nothing that is required, so passing them does them). A step skipped over stays to do.
 */
export function postStepStatus(
  step: PostWizardStep,
  index: number,
  current: number,
  state: { errors: FieldErrors<PostForm>; hasMedia: boolean },
): StepStatus {
  if (step !== 'recap' && STEP_FIELDS[step].some((field) => state.errors[field])) return 'error';
  if (index === current) return 'in_progress';
  const done = step === 'media' ? state.hasMedia : true;
  return index < current && done ? 'success' : 'next_step';
}

/**
 * Where the creator is in the wizard (spec 2 "Progression timeline"): steps done, the current one, those to come,
 * and any step whose fields break a rule; each step opens its screen.
 */
export function PostTimeline({ current, errors, hasMedia, onGo }: PostTimelineProps) {
  const { t } = useTranslation();
  const position = (POST_WIZARD_STEPS as readonly string[]).indexOf(current);
  const steps: TimelineStep[] = POST_WIZARD_STEPS.map((step, index) => ({
    label: t(`post_step_${step}`),
    status: postStepStatus(step, index, position, { errors, hasMedia }),
    link: `#${step}`,
  }));
  return (
    <ProgressionTimeline
      className="mym-post-timeline"
      title={t('post_timeline_title')}
      steps={steps}
      statusLabels={{
        in_progress: t('post_timeline_in_progress'),
        success: t('post_timeline_success'),
        error: t('post_timeline_error'),
        next_step: t('post_timeline_next_step'),
        disabled: t('post_timeline_disabled'),
      }}
      renderLink={(step, content) => (
        <button
          type="button"
          className="mym-post-timeline__link"
          onClick={() => onGo(POST_WIZARD_STEPS[steps.indexOf(step)] ?? 'media')}
        >
          {content}
        </button>
      )}
    />
  );
}
