import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself; 5000 unless given. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen: at most one is visible at a time. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const TOAST_DURATION_MS = 5_000;
/** How far a toast must be swiped to the right before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
