import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Quote } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { retryProcessing } from '../api/quote-actions';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred while processing your quote.';

/**
 * Red 'Processing Error' with the pipeline's message and, when the server says a retry can fix the
 * failure, a retry that starts the processing again (a file that cannot be read, or a quote type not
 * checked yet, is not offered one: the message says what to do instead; none in an admin's read-only view).
 */
export function ProcessingErrorBanner({
  quote,
  onRetried,
  readOnly = false,
}: {
  quote: Quote;
  onRetried: () => void;
  readOnly?: boolean;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const retry = async () => {
    setPending(true);
    try {
      await retryProcessing(quote.id);
      onRetried();
    } catch (error) {
      console.error('Failed to retry processing', error);
      toast({ title: 'Failed to retry processing', description: 'Please try again.', variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', alignItems: 'flex-start' }}
      action={
        quote.canRetry && !readOnly ? (
          <Button
            color="error"
            variant="contained"
            size="small"
            disabled={pending}
            onClick={() => void retry()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {pending ? 'Retrying...' : 'Retry Processing'}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Processing Error</AlertTitle>
      {quote.progressMessage?.trim() || DEFAULT_ERROR_MESSAGE}
    </Alert>
  );
}

export function AnalyzingBanner() {
  return (
    <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
      <AlertTitle sx={{ fontWeight: 700 }}>Performing 10-Point Analysis...</AlertTitle>
      We are checking your quote against industry standards for pricing, hurricane protection, energy efficiency,
      warranty, materials and more.
    </Alert>
  );
}

export function DiscussingBanner() {
  return (
    <Alert severity="warning" role="status">
      <AlertTitle sx={{ fontWeight: 700 }}>Collecting Additional Information...</AlertTitle>A few details are missing
      from the quote. Please answer the questions in the chat to complete your analysis.
    </Alert>
  );
}

/** Shown to guests once the analysis is complete: an account keeps the results. */
export function GuestSaveBanner({ quoteId }: { quoteId: string }) {
  const query = `?quote=${encodeURIComponent(quoteId)}`;
  return (
    <Alert severity="success" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle sx={{ fontWeight: 700 }}>Analysis Complete! Save Your Results</AlertTitle>
      Create a free account to keep this analysis and come back to it any time.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={`/signup${query}`} variant="contained" color="success">
          Create Free Account
        </Button>
        <Button component={RouterLink} to={`/login${query}`} variant="outlined" color="success">
          Sign In
        </Button>
      </Stack>
    </Alert>
  );
}

/** The one banner that fits the quote's status, if any. */
export function StatusBanner({
  quote,
  isGuest,
  onRetried,
  readOnly = false,
}: {
  quote: Quote;
  isGuest: boolean;
  onRetried: () => void;
  readOnly?: boolean;
}) {
  switch (quote.status) {
    case 'error':
      return <ProcessingErrorBanner quote={quote} onRetried={onRetried} readOnly={readOnly} />;
    case 'analyzing':
      return <AnalyzingBanner />;
    case 'discussing':
      return <DiscussingBanner />;
    case 'completed':
      return isGuest ? <GuestSaveBanner quoteId={quote.id} /> : null;
    default:
      return null;
  }
}
