import type { StepChange } from './use-composer-steps';

/**
 * What a host gives a wizard (the site, or a partner page through the element): the screen when it keeps it
 * (the site keeps it in the URL), and what it hears of the creator's moves and saves.
 */
export interface WizardHostProps<Step, Saved> {
  /** The screen to show, when the host keeps it (the site keeps it in the URL); the wizard keeps it otherwise. */
  step?: Step | undefined;
  /** Every move between screens, for a host that shows them at URLs. */
  onStepChange?: ((step: Step, change: StepChange) => void) | undefined;
  /** The URL of a screen, for a host that shows them at URLs: the places inside (collections) are then links. */
  stepHref?: ((step: Step) => string) | undefined;
  onCreated?: ((saved: Saved) => void) | undefined;
  onUpdated?: ((saved: Saved) => void) | undefined;
  /** The creator gave up; the draft is dropped. */
  onCancel?: (() => void) | undefined;
  /** The list the confirmation leads to, when the host has a URL for it. */
  listHref?: string | undefined;
}
