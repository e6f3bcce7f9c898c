import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Elements, LinkAuthenticationElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateIntentResponse } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { toastPaymentError, toastPaymentFailed } from '../lib/payment-errors';
import { PayActions } from './payment-parts';

export interface StripePaymentFormProps {
  intent: CreateIntentResponse & { publishableKey: string };
  /** The signed-in user's e-mail: prefilled for Link and sent as the billing e-mail. */
  email?: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Stripe reports the payment succeeded: the dialog confirms it with the server. */
  onSucceeded: (paymentIntentId: string) => void;
  /** Stripe.js or the Payment Element could not load. */
  onSetupFailed: (error: unknown) => void;
  onCancel: () => void;
}

/** Stripe.js is loaded once per key (it must not be loaded twice). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripe.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#134e6f',
    colorText: '#1c2b36',
    colorDanger: '#c0392b',
    borderRadius: '10px',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
};

/** Stripe's Payment Element with Link (e-mail) authentication, inside its Elements provider. */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { intent, onSetupFailed } = props;
  const setupFailed = useRef(onSetupFailed);
  useEffect(() => {
    setupFailed.current = onSetupFailed;
  });
  const stripe = useMemo(
    () =>
      getStripe(intent.publishableKey).then(
        (loaded) => {
          if (!loaded) setupFailed.current(new Error('Stripe.js is not available'));
          return loaded;
        },
        (error: unknown) => {
          setupFailed.current(error);
          return null;
        },
      ),
    // Elements accepts its Stripe instance once: one per key.
    [intent.publishableKey],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret, appearance }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({
  intent,
  email: knownEmail,
  busy,
  setBusy,
  onSucceeded,
  onSetupFailed,
  onCancel,
}: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [email, setEmail] = useState(knownEmail?.trim() ?? '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    let succeededId: string | null = null;
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}/my-quotes`,
          ...(email ? { payment_method_data: { billing_details: { email } } } : {}),
        },
      });
      if (result.error) {
        toastPaymentFailed(toast, result.error.message);
      } else if (result.paymentIntent.status === 'succeeded') {
        succeededId = result.paymentIntent.id;
      } else {
        toastPaymentFailed(toast, `The payment is ${result.paymentIntent.status.replace(/_/g, ' ')}.`);
      }
    } catch (error) {
      toastPaymentError(toast, error);
    } finally {
      setBusy(false);
    }
    if (succeededId) onSucceeded(succeededId);
  };

  return (
    <Box component="form" onSubmit={onSubmit} aria-label="Card payment" noValidate sx={{ mt: 2.5 }}>
      {!ready && (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography color="text.secondary">Loading secure payment form...</Typography>
        </Stack>
      )}
      <Stack spacing={2}>
        <LinkAuthenticationElement
          options={knownEmail ? { defaultValues: { email: knownEmail } } : undefined}
          onChange={(event) => setEmail(event.value.email.trim())}
        />
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onChange={(event) => setComplete(event.complete)}
          onLoadError={(event) => onSetupFailed(event.error)}
        />
      </Stack>
      <PayActions
        amountCents={intent.amountCents}
        busy={busy}
        payDisabled={!stripe || !elements || !ready || (!complete && !email)}
        onCancel={onCancel}
      />
    </Box>
  );
}
