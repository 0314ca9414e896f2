/** What can take focus inside a field or a group of choices. */
const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves focus to the first field the form marks invalid, in the page's order (a group of choices, such as the
 * audiences, counts where it stands and gets focus on its first choice). The form library only knows the inputs
 * it registered, so it would skip the groups above them.
 */
export function focusFirstInvalidField(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .mym-field__error');
  if (!first) return;
  if (first.matches(FOCUSABLE)) {
    first.focus();
    return;
  }
  const group = first.closest('fieldset') ?? first.parentElement;
  group?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
