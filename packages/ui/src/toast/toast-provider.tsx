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
      <Portal>
        {/* A landmark only while it holds toasts: every island has a provider, and a page with two islands would
            otherwise show two identical empty "Notifications" regions. Each toast announces itself (status/alert). */}
        <div
          className="mym-toast-region"
          {...(toasts.length > 0 ? { role: 'region', 'aria-label': regionLabel } : {})}
        >
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              duration={toast.duration ?? TOAST_DURATION_MS}
              closeLabel={closeLabel}
              onDismiss={dismiss}
            />
          ))}
        </div>
      </Portal>
    </ToastContext.Provider>
  );
}

/** The toast api of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
