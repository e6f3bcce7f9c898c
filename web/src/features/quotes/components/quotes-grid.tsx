import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Quote } from '@shared/types';
import { sortNewestFirst } from '../api/get-my-quotes';
import { QuoteCard, type QuoteSelection } from './quote-card';
import { QuotesEmptyState } from './quotes-empty-state';

interface QuotesGridProps {
  quotes: Quote[] | undefined;
  isLoading: boolean;
  error?: unknown;
  /** The tick box of each quote that can be compared (none when absent). */
  selectionOf?: (quote: Quote) => QuoteSelection | undefined;
}

/** The user's quotes as cards: loading, failed, empty, or the grid (newest first). */
export function QuotesGrid({ quotes, isLoading, error, selectionOf }: QuotesGridProps) {
  if (!quotes && isLoading) {
    return (
      <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={26} aria-hidden />
        <Typography color="text.secondary">Loading your quotes...</Typography>
      </Stack>
    );
  }
  if (!quotes) {
    return (
      <Alert severity="error">
        <AlertTitle>Could not load your quotes</AlertTitle>
        {error instanceof Error ? error.message : 'Please reload the page.'}
      </Alert>
    );
  }
  if (quotes.length === 0) return <QuotesEmptyState />;
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sortNewestFirst(quotes).map((quote) => (
        <Grid key={quote.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <QuoteCard quote={quote} selection={selectionOf?.(quote)} />
        </Grid>
      ))}
    </Grid>
  );
}
