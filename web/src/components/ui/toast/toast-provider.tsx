import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastContext,
  type ToastApi,
  type ToastOptions,
} from './toast-context';

interface ActiveToast extends ToastOptions {
  id: number;
}

const SEVERITY = { default: 'info', success: 'success', error: 'error' } as const;

/**
 * Holds the single visible toast. A new toast replaces the current one. F8 moves focus to the
 * toast; swiping it right by 50 px dismisses it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const alertRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ startX: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++ });
    setOffset(0);
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        alertRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = { startX: event.clientX, pointerId: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe.current || swipe.current.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - swipe.current.startX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe.current || swipe.current.pointerId !== event.pointerId) return;
    const distance = event.clientX - swipe.current.startX;
    swipe.current = null;
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) setOpen(false);
    else setOffset(0);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications (F8)">
        {current && (
          <Snackbar
            key={current.id}
            open={open}
            autoHideDuration={current.duration ?? TOAST_DURATION_MS}
            onClose={handleClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            slotProps={{ transition: { onExited: () => setCurrent(null) } }}
          >
            <Alert
              ref={alertRef}
              tabIndex={-1}
              severity={SEVERITY[current.variant ?? 'default']}
              variant="filled"
              onClose={dismiss}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              sx={{
                width: { xs: '100%', sm: 380 },
                boxShadow: 6,
                touchAction: 'pan-y',
                transform: offset ? `translateX(${offset}px)` : undefined,
                opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined,
                ...(current.variant === 'default' || !current.variant
                  ? { bgcolor: 'primary.dark', color: 'primary.contrastText' }
                  : {}),
              }}
            >
              <AlertTitle sx={{ mb: current.description ? 0.25 : 0, fontWeight: 700 }}>{current.title}</AlertTitle>
              {current.description}
            </Alert>
          </Snackbar>
        )}
      </section>
    </ToastContext.Provider>
  );
}
