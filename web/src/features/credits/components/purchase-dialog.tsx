import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CREDIT_BUNDLES, type CreditBundle } from '@shared/limits';
import type { ConfirmPaymentResponse, CreateIntentResponse, CreditBalance } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { CREDIT_BALANCE_KEY } from '../api/get-credit-balance';
import { confirmPayment, createPaymentIntent } from '../api/payments';
import { BUNDLE_OPTIONS, type BundleOption, creditsAddedText } from '../lib/bundles';
import { PAYMENT_SETUP_FAILED, toastPaymentError } from '../lib/payment-errors';
import { PayActions, PurchaseSummary } from './payment-parts';

/** Stripe's code loads only when a real payment form is shown, never in demo mode. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface PurchaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's e-mail (Link and the billing e-mail). */
  email?: string;
  /** The file kept when an upload answered 402; it is uploaded once the credits are bought. */
  pendingFileName?: string;
  /** After the server added the credits (the dialog has closed and refreshed the balance). */
  onPurchased?: (result: ConfirmPaymentResponse) => void;
}

type Step =
  { kind: 'choose' } | { kind: 'preparing'; credits: CreditBundle } | { kind: 'pay'; intent: CreateIntentResponse };

const TITLE_ID = 'purchase-dialog-title';

/**
 * 'Continue Analyzing Quotes': choose 1 or 10 credits, then pay with Stripe's Payment Element
 * (or, in demo mode, with no card and no charge), then the server adds the credits.
 */
export default function PurchaseDialog({ open, onClose, email, pendingFileName, onPurchased }: PurchaseDialogProps) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  // Each intent request gets a number; an answer for an older one (closed, or another pack chosen) is dropped.
  const request = useRef(0);
  // This instance serves one opening; once closed, late answers and load errors are ignored.
  const closed = useRef(false);

  const finish = () => {
    closed.current = true;
    request.current++;
    onClose();
  };

  const close = () => {
    if (busy) return;
    finish();
  };

  const setupFailed = (error: unknown) => {
    if (closed.current) return;
    console.error('Payment setup failed:', error);
    toast({ ...PAYMENT_SETUP_FAILED, variant: 'error' });
    setBusy(false);
    finish();
  };

  const choose = async (credits: CreditBundle) => {
    const id = ++request.current;
    setStep({ kind: 'preparing', credits });
    try {
      const intent = await createPaymentIntent(credits);
      if (id !== request.current) return;
      if (!intent?.paymentIntentId || (intent.mode === 'stripe' && (!intent.publishableKey || !intent.clientSecret))) {
        throw new Error('The payment intent is incomplete');
      }
      setStep({ kind: 'pay', intent });
    } catch (error) {
      if (id === request.current) setupFailed(error);
    }
  };

  /** The payment went through (provider or demo): the server checks it and adds the credits. */
  const complete = async (intent: CreateIntentResponse, paymentIntentId: string) => {
    setBusy(true);
    let result: ConfirmPaymentResponse;
    try {
      result = await confirmPayment(paymentIntentId);
    } catch (error) {
      setBusy(false);
      toastPaymentError(toast, error);
      return;
    }
    void mutate<CreditBalance>(
      CREDIT_BALANCE_KEY,
      (current) => (current ? { ...current, balance: result.balance } : current),
      { revalidate: true },
    );
    toast({
      title: 'Payment successful!',
      description: creditsAddedText(result.credits || intent.credits),
      variant: 'success',
    });
    setBusy(false);
    finish();
    onPurchased?.(result);
  };

  const backToChoice = () => {
    if (busy) return;
    request.current++;
    setStep({ kind: 'choose' });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ fontSize: '1.35rem', fontWeight: 800, pb: 0.5 }}>
        Continue Analyzing Quotes
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Each quote analysis uses one credit.
          {pendingFileName ? (
            <>
              {' '}
              <strong style={{ overflowWrap: 'anywhere' }}>{pendingFileName}</strong> is analyzed as soon as your
              payment goes through.
            </>
          ) : null}
        </Typography>

        {step.kind === 'choose' && (
          <>
            <BundleChoice onChoose={(credits) => void choose(credits)} />
            <CancelRow onCancel={close} />
          </>
        )}

        {step.kind === 'preparing' && (
          <>
            <PurchaseSummary credits={step.credits} amountCents={CREDIT_BUNDLES[step.credits]} />
            <Stack
              role="status"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', py: 3, justifyContent: 'center' }}
            >
              <CircularProgress size={24} aria-hidden />
              <Typography color="text.secondary">Preparing secure payment...</Typography>
            </Stack>
            <CancelRow onCancel={close} />
          </>
        )}

        {step.kind === 'pay' && (
          <>
            <PurchaseSummary credits={step.intent.credits} amountCents={step.intent.amountCents} />
            <Box sx={{ textAlign: 'right', mt: 0.5 }}>
              <Button size="small" onClick={backToChoice} disabled={busy}>
                Change pack
              </Button>
            </Box>
            {step.intent.mode === 'demo' ? (
              <>
                <Alert severity="warning" sx={{ mt: 1.5 }}>
                  <AlertTitle sx={{ fontWeight: 700 }}>Demo mode — no real charge</AlertTitle>
                  Card payments are not set up on this server. No card is needed and nothing is charged; the credits are
                  added when you press Pay.
                </Alert>
                <PayActions
                  amountCents={step.intent.amountCents}
                  busy={busy}
                  onCancel={close}
                  onPay={() => void complete(step.intent, step.intent.paymentIntentId)}
                />
              </>
            ) : (
              <Suspense
                fallback={
                  <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 3 }}>
                    <CircularProgress size={22} aria-hidden />
                    <Typography color="text.secondary">Loading secure payment form...</Typography>
                  </Stack>
                }
              >
                <StripePaymentForm
                  intent={{ ...step.intent, publishableKey: step.intent.publishableKey ?? '' }}
                  email={email}
                  busy={busy}
                  setBusy={setBusy}
                  onSucceeded={(id) => void complete(step.intent, id)}
                  onSetupFailed={setupFailed}
                  onCancel={close}
                />
              </Suspense>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel, on the steps before the payment form (which has its own beside Pay). */
function CancelRow({ onCancel }: { onCancel: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={onCancel} color="inherit">
        Cancel
      </Button>
    </Box>
  );
}

function BundleChoice({ onChoose }: { onChoose: (credits: CreditBundle) => void }) {
  return (
    <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {BUNDLE_OPTIONS.map((option) => (
        <Box component="li" key={option.credits} sx={{ flex: 1 }}>
          <BundleCard option={option} onChoose={onChoose} />
        </Box>
      ))}
    </Stack>
  );
}

function BundleCard({ option, onChoose }: { option: BundleOption; onChoose: (credits: CreditBundle) => void }) {
  const highlighted = Boolean(option.tag);
  return (
    <Card
      sx={{
        height: '100%',
        borderColor: highlighted ? 'secondary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardActionArea
        onClick={() => onChoose(option.credits)}
        aria-label={`${option.title}, ${option.price}, ${option.description.toLowerCase()}`}
        sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h3">
            {option.title}
          </Typography>
          {option.tag && <Chip label={option.tag} color="secondary" size="small" />}
        </Stack>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 800, mt: 1, lineHeight: 1.2 }}>{option.price}</Typography>
        <Typography variant="body2" color="text.secondary">
          {option.description}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
