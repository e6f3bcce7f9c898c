import { Suspense, lazy, useState } from 'react';
import type { PurchaseDialogProps } from './purchase-dialog';

/** Starts loading the dialog's code, e.g. when the page that can open it is shown. */
export const preloadPurchaseDialog = () => import('./purchase-dialog');

const PurchaseDialog = lazy(preloadPurchaseDialog);

/**
 * The purchase dialog, loaded the first time it opens (its code and Stripe's stay out of the
 * pages that never open it). Each opening starts afresh at the choice of pack.
 */
export function LazyPurchaseDialog(props: PurchaseDialogProps) {
  const [session, setSession] = useState(props.open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  if (session === 0) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDialog key={session} {...props} />
    </Suspense>
  );
}
