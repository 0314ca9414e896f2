/**
 * A button pressed (clicked, tapped, Enter or Space on it) before its island's code runs does nothing in the
 * browser: a plain button has no action of its own, and the person sees their press lost and must press again. The
 * last such press is kept and made again once React owns the button.
 *
 * Only while React has not started on the island: once it has (its root is on the island's element), React takes a
 * press on a part it has not hydrated yet itself, hydrating that part first, so keeping it too would press twice.
 * Submit buttons are not kept here: sending their form is held by `sent-before-hydration.ts`.
 */

/** A key React puts on the element its root renders into (`__reactContainer$…`) when the root is made. */
const hasReactRoot = (island: HTMLElement) =>
  Object.keys(island).some((key) => key.startsWith('__reactContainer$'));

export function keepPressed(island: HTMLElement): {
  pressed: () => HTMLButtonElement | undefined;
  stop: () => void;
} {
  let pressed: HTMLButtonElement | undefined;
  const onClick = (event: MouseEvent) => {
    if (hasReactRoot(island) || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !island.contains(button) || button.type !== 'button' || unusable(button)) return;
    pressed = button;
  };
  island.addEventListener('click', onClick, true);
  return {
    pressed: () => pressed,
    stop: () => island.removeEventListener('click', onClick, true),
  };
}

/** The same button pressed again, now that React listens; one the screen no longer has or disabled is not. */
export function pressAgain(button: HTMLButtonElement): void {
  if (button.isConnected && !unusable(button)) button.click();
}

const unusable = (button: HTMLButtonElement) =>
  button.disabled || button.getAttribute('aria-disabled') === 'true';
