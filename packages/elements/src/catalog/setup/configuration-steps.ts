import type { StepStatus } from '@mym/ui';
import { CONFIGURATION_STEPS, type ConfigurationStep } from '../catalog-screens';

/** Where the creator stands in the configuration: what the API says is done. */
export interface ConfigurationState {
  /** A calendar is Synced (spec 3). */
  synced: boolean;
  /** The connected calendar stopped syncing (refused credentials, unreachable). */
  failing: boolean;
  /** The week has opening hours, so fans can book something. */
  hasHours: boolean;
}

/**
 * Each step's status on the progression timeline (spec 2: in_progress, disabled, success, error, next_step):
 * the current one is in progress, a step done is a success, a broken calendar is an error, and the
 * confirmation stays disabled until a calendar is synced and hours are set.
 */
export function configurationStatuses(
  current: ConfigurationStep,
  state: ConfigurationState,
): Record<ConfigurationStep, StepStatus> {
  const done: Record<ConfigurationStep, boolean> = {
    creation: current !== 'creation',
    calendar: state.synced,
    availability: state.hasHours,
    confirmation: false,
  };
  const ready = state.synced && state.hasHours;
  const statuses = {} as Record<ConfigurationStep, StepStatus>;
  for (const step of CONFIGURATION_STEPS) {
    if (step === current) statuses[step] = 'in_progress';
    else if (step === 'calendar' && state.failing) statuses[step] = 'error';
    else if (done[step]) statuses[step] = 'success';
    else if (step === 'confirmation' && !ready) statuses[step] = 'disabled';
    else statuses[step] = 'next_step';
  }
  return statuses;
}
