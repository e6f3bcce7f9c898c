import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CreditBalance } from '@shared/types';
import { IconHeading } from '@/components/ui/icon-heading';
import { nounFor, plural } from '@shared/text';

interface CreditBalanceCardProps {
  balance: CreditBalance | undefined;
  isLoading: boolean;
  error?: unknown;
  onBuy: () => void;
}

/** What the balance means for the next upload (spec section 2, My Quotes). */
function statusOf({ balance, isFirstQuote }: CreditBalance): {
  headline: string;
  detail: string;
  tone: 'success.main' | 'warning.dark';
} {
  if (isFirstQuote) {
    return { headline: 'First quote free!', detail: 'Your first analysis is on us.', tone: 'success.main' };
  }
  if (balance <= 0) {
    return {
      headline: 'Need credits (50¢ each)',
      detail: 'Quote analysis: 50¢ each or $5 for 10 credits (bulk discount)',
      tone: 'warning.dark',
    };
  }
  return {
    headline: 'Ready to analyze',
    detail: `Each analysis uses one credit. You have ${plural(balance, 'credit')}.`,
    tone: 'success.main',
  };
}

export function CreditBalanceCard({ balance, isLoading, error, onBuy }: CreditBalanceCardProps) {
  const status = balance ? statusOf(balance) : null;
  return (
    <Card component="section" aria-labelledby="credit-balance-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
        <IconHeading id="credit-balance-title" icon={AccountBalanceWalletOutlined}>
          Credit Balance
        </IconHeading>

        <Box aria-live="polite" sx={{ mt: 2, flexGrow: 1 }}>
          {isLoading && !balance ? (
            <Box role="status" aria-label="Loading your credits">
              <Skeleton variant="text" width={90} height={56} />
              <Skeleton variant="text" width="70%" />
            </Box>
          ) : status && balance ? (
            <>
              <Typography sx={{ fontSize: '2.75rem', fontWeight: 800, lineHeight: 1.1 }}>
                {balance.balance}
                <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 600, ml: 1 }}>
                  {nounFor(balance.balance, 'credit')}
                </Typography>
              </Typography>
              <Typography sx={{ mt: 1, fontWeight: 700, color: status.tone }}>{status.headline}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {status.detail}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">
              Your credit balance could not be loaded{error instanceof Error ? ` (${error.message})` : ''}.
            </Typography>
          )}
        </Box>

        <Button
          variant="contained"
          size="large"
          onClick={onBuy}
          sx={{ mt: 3, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Buy Credits
        </Button>
      </CardContent>
    </Card>
  );
}
