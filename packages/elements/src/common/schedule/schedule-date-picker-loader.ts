import { readyLazy } from '../ready-lazy';
import type { ScheduleDatePickerProps } from './ScheduleDatePicker';

/**
 * The calendar (react-aria, @internationalized/date). A screen that shows it at once (the live composer) fetches
 * it beside its own code (`loadScheduleDatePicker`), so it is here when the screen first renders.
 */
const picker = readyLazy<ScheduleDatePickerProps>(() =>
  import('./ScheduleDatePicker').then((module) => module.ScheduleDatePicker),
);

export const ScheduleDatePicker = picker.Component;
export const loadScheduleDatePicker = picker.load;
