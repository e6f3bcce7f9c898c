import type { ConfirmPaymentResponse, CreateIntentResponse } from '@shared/types';
import type { CreditBundle } from '@shared/limits';
import { api } from '@/lib/api-client';

/** Starts a purchase: a Stripe PaymentIntent, or a demo intent when payments are not configured. */
export function createPaymentIntent(creditAmount: CreditBundle): Promise<CreateIntentResponse> {
  return api.post<CreateIntentResponse>('/api/payments/create-intent', { creditAmount });
}

/** After the payment succeeded: the server checks the intent and adds the credits (once). */
export function confirmPayment(paymentIntentId: string): Promise<ConfirmPaymentResponse> {
  return api.post<ConfirmPaymentResponse>(
    '/api/payments/confirm',
    { paymentIntentId },
    { errorMessage: 'Payment failed' },
  );
}
