import type { ComponentProps } from 'react';
import { readyLazy } from '../../common/ready-lazy';
import type { ConfigurationStep } from '../catalog-screens';
import type { AvailabilityEditor } from './AvailabilityEditor';
import type { ConfigurationCalendar } from './ConfigurationCalendar';
import type { ConfigurationConfirmation } from './ConfigurationConfirmation';

// Each step of the configuration loads its code apart (the hours' form brings react-hook-form, the calendar step
// the providers' list); the catalog fetches the step's code beside the configuration's own, so the step the page
// arrives on hydrates in one pass rather than after a second round of fetches.

export const availabilityEditor = readyLazy<ComponentProps<typeof AvailabilityEditor>>(() =>
  import('./AvailabilityEditor').then((module) => module.AvailabilityEditor),
);

export const configurationCalendar = readyLazy<ComponentProps<typeof ConfigurationCalendar>>(() =>
  import('./ConfigurationCalendar').then((module) => module.ConfigurationCalendar),
);

export const configurationConfirmation = readyLazy<ComponentProps<typeof ConfigurationConfirmation>>(() =>
  import('./ConfigurationConfirmation').then((module) => module.ConfigurationConfirmation),
);

const codeOfStep: Partial<Record<ConfigurationStep, () => Promise<unknown>>> = {
  calendar: configurationCalendar.load,
  availability: availabilityEditor.load,
  confirmation: configurationConfirmation.load,
};

/** Starts fetching `step`'s code (nothing for the introduction, which is in the configuration's own). */
export function loadConfigurationStep(step: ConfigurationStep): void {
  // A failed fetch is the step's Suspense's to show when it renders: nothing to do here.
  codeOfStep[step]?.().catch(() => undefined);
}
