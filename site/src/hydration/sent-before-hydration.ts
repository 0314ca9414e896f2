import { isCommitted } from './react-owned';

/** A form sent before its code ran, and the button that sent it (none when Enter was pressed in a field). */
export type Sent = { form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Before its code runs, a form sent (its button clicked, Enter in a field) would load its action, a plain reload of
 * the page: what was typed is lost and nothing is checked or saved. The sending is held instead, the last one
 * only, for `sendAgain` once React owns the form. Once React owns it, its own listener takes the sending.
 */
export function keepSent(island: HTMLElement): { sent: () => Sent | undefined; stop: () => void } {
  let sent: Sent | undefined;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !island.contains(form) || isCommitted(form)) return;
    event.preventDefault();
    sent = { form, submitter: event.submitter };
  };
  island.addEventListener('submit', onSubmit, true);
  return {
    sent: () => sent,
    stop: () => island.removeEventListener('submit', onSubmit, true),
  };
}

/** The same form sent again by the same button, now that React listens; a form the screen no longer has is not. */
export function sendAgain({ form, submitter }: Sent): void {
  if (!form.isConnected) return;
  const button = submitter?.isConnected && form.contains(submitter) ? submitter : null;
  form.requestSubmit(button);
}
