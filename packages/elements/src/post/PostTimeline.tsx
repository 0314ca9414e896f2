import type { PostForm } from '@mym/sdk';
import { ProgressionTimeline, type StepStatus, type TimelineStep } from '@mym/ui';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POST_WIZARD_STEPS, type PostStepScreen, type PostWizardStep } from './post-steps';

/** The form fields each step asks for: a step with an error among them shows it on the timeline. */
export const STEP_FIELDS: Record<Exclude<PostWizardStep, 'recap'>, readonly (keyof PostForm)[]> = {
  media: ['media'],
  details: ['caption', 'isPrivate', 'playlists', 'thirdPartyConsent'],
  schedule: ['isScheduled', 'scheduledAt'],
};

export interface PostTimelineProps {
  current: PostStepScreen;
  errors: FieldErrors<PostForm>;
  onGo: (step: PostWizardStep) => void;
}

function statusOf(
  step: PostWizardStep,
  index: number,
  current: number,
  errors: FieldErrors<PostForm>,
): StepStatus {
  if (step !== 'recap' && STEP_FIELDS[step].some((field) => errors[field])) return 'error';
  if (index === current) return 'in_progress';
  return index < current ? 'success' : 'next_step';
}

/**
 * Where the creator is in the wizard (spec 2 "Progression timeline"): steps done, the current one, those to come,
 * and any step whose fields break a rule; each step opens its screen.
 */
export function PostTimeline({ current, errors, onGo }: PostTimelineProps) {
  const { t } = useTranslation();
  const position = (POST_WIZARD_STEPS as readonly string[]).indexOf(current);
  const steps: TimelineStep[] = POST_WIZARD_STEPS.map((step, index) => ({
    label: t(`post_step_${step}`),
    status: statusOf(step, index, position, errors),
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
