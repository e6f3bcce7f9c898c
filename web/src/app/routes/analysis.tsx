import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { Quote, User } from '@shared/types';
import { useQuote } from '@/features/analysis/api/get-quote';
import { PrintHeader } from '@/components/layouts/print-header';
import { AnalysisHeader } from '@/features/analysis/components/analysis-header';
import { AnalysisProgress } from '@/features/analysis/components/analysis-progress';
import { ChecklistCard, ChecklistSkeleton } from '@/features/analysis/components/checklist-card';
import { ContractorQuestionsCard } from '@/features/analysis/components/contractor-questions-card';
import { QuoteNotFound } from '@/features/analysis/components/quote-not-found';
import { QuoteSummaryCard, QuoteSummarySkeleton } from '@/features/analysis/components/quote-summary-card';
import { StatusBanner } from '@/features/analysis/components/status-banners';
import { useAssignGuestQuote } from '@/features/analysis/hooks/use-assign-guest-quote';
import { useReanalyzing } from '@/features/analysis/hooks/use-reanalyzing';
import { useSaveField } from '@/features/analysis/hooks/use-save-field';
import { isAdminViewOfOthers } from '@/features/analysis/lib/viewer';
import { useUser } from '@/features/auth/api/get-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { ExpertChat } from '@/features/chat/components/expert-chat';
import { CompareWithAnother } from '@/features/compare/components/compare-with-another';
import { canCompareFrom } from '@/features/compare/lib/selection';
import { canShareQuote, SharePanel } from '@/features/shared-report/components/share-panel';

/** /analysis/:id and /quotes/:id. */
export function AnalysisRoute() {
  const { id = '' } = useParams();
  const { user, isLoading: userLoading } = useUser();
  const signOut = useSignOut();
  const { data: quote, error, isLoading } = useQuote(id);

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AnalysisHeader quoteId={id} user={user} isLoading={userLoading} onSignOut={() => void signOut()} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {isLoading ? (
          <AnalysisSkeleton />
        ) : error || !quote ? (
          <QuoteNotFound id={id} />
        ) : (
          <AnalysisPage quote={quote} user={user} userLoading={userLoading} />
        )}
      </Container>
    </Box>
  );
}

function AnalysisPage({ quote, user, userLoading }: { quote: Quote; user: User | null; userLoading: boolean }) {
  const { mutate } = useQuote(quote.id);
  // An admin reads a homeowner's quote but does not change it (the server refuses it too).
  const readOnly = isAdminViewOfOthers(quote, user);
  const reload = useCallback(
    (updated?: Quote) => void (updated ? mutate(updated, { revalidate: false }) : mutate()),
    [mutate],
  );
  const reanalyzing = useReanalyzing(quote, reload);

  useAssignGuestQuote(quote, user, () => reload());
  const saveField = useSaveField({
    quote,
    onSaved: reload,
    markEdited: reanalyzing.markEdited,
    clearEdited: reanalyzing.clearEdited,
  });

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PrintHeader />
      <Stack spacing={{ xs: 2, md: 3 }} data-print="hide">
        {readOnly && (
          <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
            Viewing as admin (read-only)
          </Alert>
        )}
        <AnalysisProgress
          status={quote.status}
          progressMessage={quote.progressMessage}
          failedStatus={quote.failedStatus}
        />
        <StatusBanner quote={quote} isGuest={!userLoading && !user} readOnly={readOnly} onRetried={() => reload()} />
      </Stack>
      {/* Desktop: the chat on the left beside the summary and the checklist. Phone: the summary (and its
          score) first, then the chat, then the checklist. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: { xs: '"summary" "chat" "details"', md: '"chat summary" "chat details"' },
          gridTemplateRows: { md: 'auto 1fr' },
          // Printed: one column, the cards with a slim padding, so page 1 reaches the checklist.
          '@media print': { display: 'block', '& .MuiCardContent-root': { padding: '12px 16px !important' } },
        }}
      >
        <Box sx={{ gridArea: 'chat', position: { md: 'sticky' }, top: { md: 24 } }} data-print="hide">
          <ExpertChat
            quoteId={quote.id}
            status={quote.status}
            readOnly={readOnly}
            canRetry={quote.canRetry}
            onReanalyzing={reanalyzing.markFromChat}
          />
        </Box>
        <Box sx={{ gridArea: 'summary', minWidth: 0 }} data-print="full">
          <QuoteSummaryCard quote={quote} onSave={saveField} readOnly={readOnly} />
        </Box>
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ gridArea: 'details', minWidth: 0 }} data-print="full">
          <ChecklistCard results={quote.checklistResults ?? []} isReanalyzing={reanalyzing.isReanalyzing} />
          <ContractorQuestionsCard quote={quote} />
          {canShareQuote(quote, user) && <SharePanel quoteId={quote.id} />}
          {canCompareFrom(quote, user) && <CompareWithAnother quote={quote} />}
        </Stack>
      </Box>
    </Stack>
  );
}

function AnalysisSkeleton() {
  return (
    <Stack spacing={{ xs: 2, md: 3 }} role="status" aria-label="Loading quote" aria-busy="true">
      <Skeleton variant="rounded" height={96} />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Skeleton variant="rounded" sx={{ height: { xs: 460, md: 560 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <QuoteSummarySkeleton />
            <ChecklistSkeleton />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
