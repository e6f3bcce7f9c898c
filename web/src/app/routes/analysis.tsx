import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { useQuote } from '../../features/analysis/api/get-quote';
import { AnalysisHeader } from '../../features/analysis/components/analysis-header';
import { QuoteNotFound } from '../../features/analysis/components/quote-not-found';
import { QuoteOverview, QuoteOverviewSkeleton } from '../../features/analysis/components/quote-overview';
import { useUser } from '../../features/auth/api/get-user';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

/** /analysis/:id and /quotes/:id. */
export function AnalysisRoute() {
  const { id = '' } = useParams();
  const { user, isLoading: userLoading } = useUser();
  const signOut = useSignOut();
  const { data: quote, error, isLoading } = useQuote(id);

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AnalysisHeader quoteId={id} user={user} isLoading={userLoading} onLogout={() => void signOut()} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {isLoading ? <QuoteOverviewSkeleton /> : error || !quote ? <QuoteNotFound id={id} /> : <QuoteOverview quote={quote} />}
      </Container>
    </Box>
  );
}
