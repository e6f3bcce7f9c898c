import type { ToastApi } from '@/components/ui/toast/toast-context';
import { ApiError } from '@/lib/api-client';

/** The texts of spec section 8 for a failed payment. */
export const PAYMENT_SETUP_FAILED = {
  title: 'Payment setup failed',
  description: 'Unable to initialize payment. Please try again.',
} as const;

/** A payment the provider or the server declined: their message, else 'Payment failed'. */
export function toastPaymentFailed(toast: ToastApi['toast'], message: string | undefined) {
  const detail = message?.trim();
  toast({
    title: 'Payment failed',
    description: detail && detail !== 'Payment failed' ? detail : undefined,
    variant: 'error',
  });
}

/** A failure while completing a payment: the server's message when it gave one, else a generic text. */
export function toastPaymentError(toast: ToastApi['toast'], error: unknown) {
  console.error('Payment error:', error);
  if (error instanceof ApiError) {
    toastPaymentFailed(toast, error.message);
    return;
  }
  toast({ title: 'Payment failed', description: 'An unexpected error occurred', variant: 'error' });
}
