import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@/utils/format';
import { creditsLabel } from '../lib/bundles';

/** "You're purchasing N Credit(s)" and the price. */
export function PurchaseSummary({ credits, amountCents }: { credits: number; amountCents: number }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        borderRadius: 2,
        bgcolor: 'rgba(19, 78, 111, 0.06)',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>You&apos;re purchasing {creditsLabel(credits)}</Typography>
      <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{formatCents(amountCents)}</Typography>
    </Stack>
  );
}

interface PayActionsProps {
  amountCents: number;
  /** Payment in progress: the buttons are disabled and Pay shows a spinner. */
  busy: boolean;
  /** Pay is disabled (details incomplete) even when not busy. */
  payDisabled?: boolean;
  onCancel: () => void;
  /** Without it Pay submits the surrounding form. */
  onPay?: () => void;
}

/** Cancel and 'Pay $X'. */
export function PayActions({ amountCents, busy, payDisabled = false, onCancel, onPay }: PayActionsProps) {
  return (
    <DialogActions sx={{ px: 0, pb: 0, pt: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={busy} color="inherit">
        Cancel
      </Button>
      <Button
        type={onPay ? 'button' : 'submit'}
        variant="contained"
        size="large"
        onClick={onPay}
        disabled={busy || payDisabled}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Pay {formatCents(amountCents)}
      </Button>
    </DialogActions>
  );
}
