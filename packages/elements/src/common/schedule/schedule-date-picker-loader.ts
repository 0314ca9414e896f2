import { dateTimeFormat, listFormat } from '../intl-formats';
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
 * starts. The site's pages already loaded a date's and an amount's in their head (site/src/lib/locale-data-warm-up.ts),
 * so there the first two cost a fraction of a millisecond; a partner's page, where an element is all there is, gets
 * them here.
 */
function readDateData(): void {
  if (typeof window === 'undefined') return;
  const language = document.documentElement.lang || undefined;
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf([navigator.language]), 0);
  setTimeout(() => dateTimeFormat(language).format(0), 0);
  // As the calendar and its time field first render: the list format react-aria describes the chosen day with,
  // the hour patterns of the time field, and react-aria's own check of how a browser writes hours (in French).
  // Loading these took half of the live composer's longest task under a fourfold slowdown (147 ms then).
  setTimeout(() => listFormat(language).format([]), 0);
  setTimeout(() => dateTimeFormat(language, { hour: 'numeric', minute: 'numeric' }).formatToParts(0), 0);
  setTimeout(() => dateTimeFormat('fr', { hour: 'numeric', hour12: false }).resolvedOptions(), 0);
  // The month shown and each day's spoken name, which the calendar formats as it first renders.
  setTimeout(() => dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(0), 0);
  const dayName = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  setTimeout(() => dateTimeFormat(language, dayName).format(0), 0);
}
