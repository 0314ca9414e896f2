import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../limits';
import { Portal } from '../portal/portal';
import { Toast, type ToastOptions, type ToastRecord } from './toast';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Translated name of the toast area, read when a screen reader user lands in it. */
  regionLabel?: string;
  /** Translated name of each toast's close button. */
  closeLabel?: string;
}

/** Holds the toasts of an app or element and shows them in a live region over the page (spec 2 "Toast kinds"). */
export function ToastProvider({
  children,
  regionLabel = 'toast_region',
  closeLabel = 'toast_close_button',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `mym-toast-${counter.current}`;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* In the page only while it holds toasts. Every island has a provider, and an empty region would be a
          landmark twice on a page of two islands. Placing it (its portal finds the page or shadow root it is in)
          costs a second render, which at the start would run inside the island's hydration, a long task on a
          phone. Each toast announces itself (status/alert), so the region need not be there before it. */}
      {toasts.length > 0 && (
        <Portal>
          <section className="mym-toast-region" aria-label={regionLabel}>
            {toasts.map((toast) => (
              <Toast
                key={toast.id}
                toast={toast}
                duration={toast.duration ?? TOAST_DURATION_MS}
                closeLabel={closeLabel}
                onDismiss={dismiss}
              />
            ))}
          </section>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}

/** The toast api of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
