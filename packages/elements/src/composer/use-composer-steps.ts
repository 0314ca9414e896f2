import { useEffect, useEffectEvent, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface StepChange {
  /** Replace the current history entry instead of adding one (spec 2: adding medias goes back replacing it). */
  replace: boolean;
}

/**
 * The screen a wizard shows: the host's when it shows the steps at URLs (it passes `step` and hears
 * `onStepChange`), else the wizard's own. `moves` counts the moves, so each one can focus the heading of the
 * screen it reaches.
 */
export function useComposerSteps<Step>(
  hostStep: Step | undefined,
  first: Step,
  onStepChange: ((step: Step, change: StepChange) => void) | undefined,
) {
  const [ownStep, setOwnStep] = useState<Step>(hostStep ?? first);
  const [moves, setMoves] = useState(0);
  const go = (next: Step, replace = false) => {
    setOwnStep(next);
    onStepChange?.(next, { replace });
    setMoves((count) => count + 1);
  };
  return { step: hostStep ?? ownStep, go, moves };
}

/** A recap reached with a form that does not pass (a reload, a shared link) goes back to say what is missing. */
export function useRecapCheck<Form extends FieldValues>(
  form: UseFormReturn<Form>,
  onRecap: boolean,
  backToForm: () => void,
): void {
  const checkRecap = useEffectEvent(() => {
    void form.trigger().then((valid) => {
      if (!valid) backToForm();
    });
  });
  useEffect(() => {
    if (onRecap) checkRecap();
  }, [onRecap]);
}
