import { useEffect, useRef, useState } from 'react';
import { cx } from '../class-names';
import { CheckIcon, CloseIcon, WarningIcon } from '../icons/icons';

export type ToastKind = 'default' | 'error' | 'success' | 'profile';

export interface ToastOptions {
  kind?: ToastKind;
  /** Translated headline. */
  title: string;
  description?: string;
  /** Picture of a profile toast (spec 2 "Toast kinds"); `alt` may be empty when the title names the person. */
  image?: { src: string; alt: string };
  /** Milliseconds on screen; TOAST_DURATION_MS unless given. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
}

export interface ToastProps {
  toast: ToastRecord;
  duration: number;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

/**
 * One toast. Its timer pauses while the pointer or focus is on it, so nobody loses a message they are reading
 * (WCAG 2.2.1), and restarts from the full duration afterwards.
 */
export function Toast({ toast, duration, closeLabel, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, toast.id]);

  const kind = toast.kind ?? 'default';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the timer; focus does the same for keyboards
    <div
      className={cx('mym-toast', `mym-toast--${kind}`)}
      role={kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {kind === 'profile' && toast.image ? (
        <img className="mym-toast__image" src={toast.image.src} alt={toast.image.alt} />
      ) : kind === 'success' ? (
        <CheckIcon className="mym-toast__icon" />
      ) : kind === 'error' ? (
        <WarningIcon className="mym-toast__icon" />
      ) : null}
      <div className="mym-toast__text">
        <p className="mym-toast__title">{toast.title}</p>
        {toast.description && <p className="mym-toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="mym-icon-button mym-toast__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
