import { type ReactNode, useId } from 'react';
import { cx } from '../class-names';
import { CheckIcon, ChevronRightIcon, DotIcon, LockIcon, WarningIcon } from '../icons/icons';

export type StepStatus = 'in_progress' | 'disabled' | 'success' | 'error' | 'next_step';

/** Every step status of spec 2, in the spec's order. */
export const STEP_STATUSES: readonly StepStatus[] = [
  'in_progress',
  'disabled',
  'success',
  'error',
  'next_step',
];

export interface TimelineStep {
  label: string;
  status: StepStatus;
  /** Route the step opens; ignored while the step is disabled (spec 2). */
  link?: string;
  icon?: ReactNode;
}

export interface ProgressionTimelineProps {
  title: string;
  /** Decorative icon of the header. */
  icon?: ReactNode;
  steps: TimelineStep[];
  mode?: 'creators' | 'users';
  /** Translated words read after each step's label, one per status. */
  statusLabels?: Partial<Record<StepStatus, string>>;
  /** Renders a step link, e.g. with the app's router; a plain anchor by default. */
  renderLink?: (step: TimelineStep, content: ReactNode) => ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

const statusIcon: Record<StepStatus, ReactNode> = {
  in_progress: <DotIcon />,
  disabled: <LockIcon />,
  success: <CheckIcon />,
  error: <WarningIcon />,
  next_step: <ChevronRightIcon />,
};

/**
 * The steps a creator goes through, each with its status (spec 2 "Progression timeline"). Steps may open a route;
 * disabled steps are plain text, so they can be neither clicked nor tabbed to.
 */
export function ProgressionTimeline({
  title,
  icon,
  steps,
  mode = 'creators',
  statusLabels = {},
  renderLink = (step, content) => <a href={step.link}>{content}</a>,
  headingLevel = 2,
  className,
}: ProgressionTimelineProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('mym-timeline', `mym-timeline--${mode}`, className)} aria-labelledby={titleId}>
      <div className="mym-timeline__header">
        {icon && (
          <span className="mym-timeline__header-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <Heading id={titleId} className="mym-timeline__title">
          {title}
        </Heading>
      </div>
      <ol className="mym-timeline__steps">
        {steps.map((step) => {
          const content = (
            <>
              <span className="mym-timeline__marker" aria-hidden="true">
                {step.icon ?? statusIcon[step.status]}
              </span>
              <span className="mym-timeline__label">{step.label}</span>
              <span className="mym-visually-hidden">
                {statusLabels[step.status] ?? `timeline_status_${step.status}`}
              </span>
            </>
          );
          const clickable = step.link && step.status !== 'disabled';
          return (
            <li
              key={step.label}
              className={cx('mym-timeline__step', `mym-timeline__step--${step.status}`)}
              aria-current={step.status === 'in_progress' ? 'step' : undefined}
            >
              {clickable ? (
                renderLink(step, content)
              ) : (
                <span className="mym-timeline__static">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
