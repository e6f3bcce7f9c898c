import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast/toast-context';
import { CREDIT_BALANCE_KEY } from '../api/get-credit-balance';
import { confirmPayment } from '../api/payments';
import { creditsAddedText } from '../lib/bundles';
import { toastPaymentError, toastPaymentFailed } from '../lib/payment-errors';

/**
 * When a payment method needed a redirect (a bank page, some 3-D Secure flows), Stripe returns to
 * /my-quotes?payment_intent=…&redirect_status=…. This finishes that purchase like the dialog
 * does (the server adds the credits once, however often it is asked) and cleans the address.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const handled = useRef<string | null>(null);
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');

  useEffect(() => {
    if (!paymentIntentId || handled.current === paymentIntentId) return;
    handled.current = paymentIntentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (redirectStatus === 'processing') {
      toast({
        title: 'Payment processing',
        description: 'Your credits are added as soon as the payment goes through.',
      });
      return;
    }
    if (redirectStatus !== 'succeeded') {
      toastPaymentFailed(toast, redirectStatus === 'failed' ? 'The payment was not completed.' : undefined);
      return;
    }
    confirmPayment(paymentIntentId).then(
      (result) => {
        void mutate(CREDIT_BALANCE_KEY);
        toast({ title: 'Payment successful!', description: creditsAddedText(result.credits), variant: 'success' });
      },
      (error: unknown) => toastPaymentError(toast, error),
    );
  }, [paymentIntentId, redirectStatus, setParams, toast, mutate]);
}
