import TrendingDown from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Quote, User } from '@shared/types';
import { PageHeading } from '@/components/layouts/page-heading';
import { SignedInHeader } from '@/components/layouts/signed-in-header';
import { RequireUser } from '@/features/auth/components/require-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { CompareBar } from '@/features/compare/components/compare-bar';
import { isComparable, toggled } from '@/features/compare/lib/selection';
import { CREDIT_BALANCE_KEY, useCreditBalance } from '@/features/credits/api/get-credit-balance';
import { CreditBalanceCard } from '@/features/credits/components/credit-balance-card';
import { LazyPurchaseDialog, preloadPurchaseDialog } from '@/features/credits/components/lazy-purchase-dialog';
import { usePaymentReturn } from '@/features/credits/hooks/use-payment-return';
import { MY_QUOTES_KEY, useMyQuotes } from '@/features/quotes/api/get-my-quotes';
import { QuotesGrid } from '@/features/quotes/components/quotes-grid';
import { UploadCard } from '@/features/upload/components/upload-card';
import { useQuoteUpload } from '@/features/upload/hooks/use-quote-upload';

/** The purchase dialog's code is fetched shortly after the page shows, so Buy Credits opens at once. */
const PRELOAD_DIALOG_AFTER_MS = 1_500;

export function MyQuotesRoute() {
  const signOut = useSignOut();
  return (
    <RequireUser>
      {(user) => (
        <Box sx={{ minHeight: '100vh' }}>
          <SignedInHeader user={user} onSignOut={() => void signOut()} />
          <MyQuotesPage user={user} />
        </Box>
      )}
    </RequireUser>
  );
}

function MyQuotesPage({ user }: { user: User }) {
  const { mutate } = useSWRConfig();
  const credits = useCreditBalance();
  const quotes = useMyQuotes();
  usePaymentReturn();

  const [dialogOpen, setDialogOpen] = useState(false);
  // The file kept when an upload answered 402: uploaded by itself once credits are bought.
  const pendingFile = useRef<File | null>(null);
  const [pendingFileName, setPendingFileName] = useState<string>();

  useEffect(() => {
    const timer = setTimeout(() => void preloadPurchaseDialog(), PRELOAD_DIALOG_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const upload = useQuoteUpload({
    onPaymentRequired: (file) => {
      pendingFile.current = file;
      setPendingFileName(file.name);
      setDialogOpen(true);
    },
    onUploaded: () => {
      // The new quote joins the list and a credit (or the free analysis) is used.
      void mutate(MY_QUOTES_KEY);
      void mutate(CREDIT_BALANCE_KEY);
    },
  });
  const { uploadAfterPayment } = upload;

  const openPurchase = useCallback(() => {
    pendingFile.current = null;
    setPendingFileName(undefined);
    setDialogOpen(true);
  }, []);

  const onPurchased = useCallback(() => {
    const file = pendingFile.current;
    pendingFile.current = null;
    setPendingFileName(undefined);
    if (file) void uploadAfterPayment(file);
  }, [uploadAfterPayment]);

  const count = quotes.data?.length;
  const compare = useCompareSelection(quotes.data);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading title="My Quotes" intro="Every quote you upload and its analysis, in one place.">
        <Chip
          icon={<TrendingDown aria-hidden />}
          label="Avg Savings 15-20%"
          color="success"
          variant="outlined"
          sx={{ fontSize: '0.9rem', py: 2, px: 0.5, bgcolor: 'background.paper' }}
        />
      </PageHeading>

      <Grid container spacing={3} sx={{ mt: { xs: 3, md: 4 }, mb: { xs: 4, md: 6 } }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CreditBalanceCard
            balance={credits.data}
            isLoading={credits.isLoading}
            error={credits.error}
            onBuy={openPurchase}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <UploadCard upload={upload} badge={credits.data?.isFirstQuote ? undefined : null} />
        </Grid>
      </Grid>

      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2.5 }}>
        Your Quotes{typeof count === 'number' && count > 0 ? ` (${count})` : ''}
      </Typography>
      {compare.shown && <CompareBar selected={compare.selected} onClear={compare.clear} />}
      <QuotesGrid
        quotes={quotes.data}
        isLoading={quotes.isLoading}
        error={quotes.error}
        selectionOf={compare.selectionOf}
      />

      <LazyPurchaseDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        email={user.email}
        pendingFileName={pendingFileName}
        onPurchased={onPurchased}
      />
    </Container>
  );
}

/**
 * Ticking 2–3 analysed quotes to compare them; `?compare=ID` (from an analysis page's "Compare with
 * another quote") arrives with that quote ticked.
 */
function useCompareSelection(quotes: Quote[] | undefined) {
  const [search] = useSearchParams();
  const [picked, setPicked] = useState<string[]>(() => (search.get('compare') ? [search.get('compare')!] : []));
  const comparable = (quotes ?? []).filter(isComparable);
  const selected = quotes ? picked.filter((id) => comparable.some((q) => q.id === id)) : picked;
  return {
    selected,
    shown: comparable.length >= 2 || selected.length > 0,
    clear: () => setPicked([]),
    selectionOf: (quote: Quote) =>
      isComparable(quote)
        ? {
            checked: selected.includes(quote.id),
            disabled: !selected.includes(quote.id) && selected.length >= 3,
            onToggle: () => setPicked(toggled(selected, quote.id)),
          }
        : undefined,
  };
}
