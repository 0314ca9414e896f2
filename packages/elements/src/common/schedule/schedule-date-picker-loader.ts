import { type ComponentType, lazy } from 'react';
import type { ScheduleDatePickerProps } from './ScheduleDatePicker';

type Picker = ComponentType<ScheduleDatePickerProps>;

let loaded: Picker | undefined;
let loading: Promise<Picker> | undefined;

/**
 * Fetches the calendar (react-aria, @internationalized/date). A screen that shows it at once starts this beside its
 * own code, so the calendar is here when the screen first renders.
 */
export function loadScheduleDatePicker(): Promise<Picker> {
  loading ??= import('./ScheduleDatePicker').then(
    (module) => {
      loaded = module.ScheduleDatePicker;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The calendar as a lazy component that renders at once when its code is already here (React's `lazy` takes a
 * thenable that answers at once as resolved). A calendar in the server's HTML then hydrates in the same pass as its
 * form: were it still waiting, the form's first update (react-hook-form readies itself in a layout effect, a sync
 * update) would throw the calendar's HTML away, show a loader and draw it again from nothing.
 */
export const ScheduleDatePicker = lazy<Picker>(() => {
  const picker = loaded;
  if (picker) {
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how `lazy` renders at once.
    return { then: (resolve) => resolve?.({ default: picker }) } as Promise<{ default: Picker }>;
  }
  return loadScheduleDatePicker().then((ready) => ({ default: ready }));
});
