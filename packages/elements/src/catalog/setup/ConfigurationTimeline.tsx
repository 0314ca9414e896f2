import { ProgressionTimeline, type StepStatus } from '@mym/ui';
import { useTranslation } from 'react-i18next';
import { CatalogLink } from '../catalog-navigation';
import { CONFIGURATION_STEPS, type ConfigurationStep } from '../catalog-screens';
import { type ConfigurationState, configurationStatuses } from './configuration-steps';

export interface ConfigurationTimelineProps {
  step: ConfigurationStep;
  state: ConfigurationState;
}

const isStep = (value: string | undefined): value is ConfigurationStep =>
  (CONFIGURATION_STEPS as readonly string[]).includes(value ?? '');

/** The progression timeline of the configuration (spec 2): each step with its status, open ones linked. */
export function ConfigurationTimeline({ step, state }: ConfigurationTimelineProps) {
  const { t } = useTranslation();
  const statuses = configurationStatuses(step, state);
  const statusLabels = Object.fromEntries(
    (['in_progress', 'disabled', 'success', 'error', 'next_step'] as const).map((status) => [
      status,
      t(`catalog_timeline_status_${status}`),
    ]),
  ) as Record<StepStatus, string>;
  return (
    <ProgressionTimeline
      className="mym-catalog-timeline"
      title={t('catalog_configuration_timeline')}
      headingLevel={2}
      statusLabels={statusLabels}
      steps={CONFIGURATION_STEPS.map((name) => ({
        label: t(`catalog_configuration_step_${name}`),
        status: statuses[name],
        // The step's name stands for its link: the catalog's navigation knows where it is. The creation step
        // sends an unsynced creator back to the calendar step (spec 2), so it links only once synced.
        ...(name === 'creation' && !state.synced ? {} : { link: name }),
      }))}
      renderLink={(timelineStep, content) =>
        isStep(timelineStep.link) ? (
          <CatalogLink
            to={{ screen: 'configuration', step: timelineStep.link }}
            className="mym-timeline__link"
          >
            {content}
          </CatalogLink>
        ) : (
          content
        )
      }
    />
  );
}
