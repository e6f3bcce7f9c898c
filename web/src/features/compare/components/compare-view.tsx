import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ComparedQuote } from '@shared/compare';
import { PageHeading } from '@/components/layouts/page-heading';
import { PricingBasisDetails } from '@/components/quote/pricing-basis-details';
import { useComparison } from '../api/get-comparison';
import { CompareSummary, SameScopeNotice } from './compare-summary';
import { CompareTable } from './compare-table';

function BackToMyQuotes() {
  return (
    <Button component={RouterLink} to="/my-quotes" startIcon={<ArrowBack aria-hidden />} variant="outlined">
      My Quotes
    </Button>
  );
}

/** "How we priced this" for each quote: the benchmark band, regional factor, sources and date behind its fair range. */
function ComparePricingBases({ quotes }: { quotes: ComparedQuote[] }) {
  const priced = quotes.filter((q) => q.pricingBasis);
  if (!priced.length) return null;
  return (
    <Stack spacing={1}>
      {priced.map((q) => (
        <Box key={q.id}>
          <Typography variant="subtitle2" component="h2">
            {q.label}: {q.vendor ?? q.fileName}
          </Typography>
          <PricingBasisDetails basis={q.pricingBasis!} />
        </Box>
      ))}
    </Stack>
  );
}

/** The comparison page's content for a list of ids, or the reason it cannot be shown. */
export function CompareView({ ids, error: idsError }: { ids: string[] | null; error?: string }) {
  const { data, error, isLoading } = useComparison(ids);

  const heading = (
    <PageHeading
      title="Compare quotes"
      intro="Prices against the local fair range, what each quote includes, and which offers the best value."
    >
      <Stack direction="row" spacing={1} data-print="hide" sx={{ displayPrint: 'none' }}>
        <BackToMyQuotes />
        {data && (
          <Button variant="contained" startIcon={<Print aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Stack>
    </PageHeading>
  );

  let body;
  if (idsError || !ids) {
    body = (
      <Alert severity="error">
        <AlertTitle>Cannot compare these quotes</AlertTitle>
        {idsError ?? 'Choose 2 or 3 quotes to compare'}. Tick 2 or 3 analysed quotes on My Quotes and press Compare.
      </Alert>
    );
  } else if (isLoading && !data) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading the comparison" aria-busy="true">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  } else if (!data) {
    body = (
      <Alert severity="error">
        <AlertTitle>Cannot compare these quotes</AlertTitle>
        {error instanceof Error ? error.message : 'Please try again.'}
      </Alert>
    );
  } else {
    body = (
      <Stack spacing={{ xs: 2, md: 3 }}>
        <SameScopeNotice sameScope={data.sameScope} />
        <CompareSummary summary={data.summary} quotes={data.quotes} />
        <CompareTable quotes={data.quotes} rows={data.rows} />
        <ComparePricingBases quotes={data.quotes} />
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 2.5, md: 4 }}>
      {heading}
      {body}
    </Stack>
  );
}
