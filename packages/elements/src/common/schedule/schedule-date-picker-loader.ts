import { dateTimeFormat } from '../intl-formats';
import { readyLazy } from '../ready-lazy';
import type { ScheduleDatePickerProps } from './ScheduleDatePicker';

/**
 * The calendar (react-aria, @internationalized/date). A screen that shows it at once (the live composer) fetches
 * it beside its own code (`loadScheduleDatePicker`), so it is here when the screen first renders.
 */
const picker = readyLazy<ScheduleDatePickerProps>(() => {
  readDateData();
  return import('./ScheduleDatePicker').then((module) => module.ScheduleDatePicker);
});

export const ScheduleDatePicker = picker.Component;
export const loadScheduleDatePicker = picker.load;

/**
 * react-aria asks which locales the browser formats dates in as its module starts, and a page's first date format
 * makes the browser load its date data: 20-40 ms on a phone, added to the task that starts the calendar's code and
 * the form around it. Asked in tasks of their own (one each) while that code downloads, the data is there when it
 * starts. The site's pages already loaded it in their head (site/src/lib/locale-data-warm-up.ts), so there these
 * cost a fraction of a millisecond; a partner's page, where an element is all there is, gets it here.
 */
function readDateData(): void {
  if (typeof window === 'undefined') return;
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf([navigator.language]), 0);
  setTimeout(() => dateTimeFormat(document.documentElement.lang || undefined).format(0), 0);
}
