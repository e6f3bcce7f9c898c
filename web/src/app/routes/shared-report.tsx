import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SharedReport } from '@shared/shares';
import { AppHeader } from '@/components/layouts/app-header';
import { PrintHeader } from '@/components/layouts/print-header';
import { ChecklistCard } from '@/features/analysis/components/checklist-card';
import { useSharedReport } from '@/features/shared-report/api/shares';
import { LinkGone } from '@/features/shared-report/components/link-gone';
import { SharedSummaryCard } from '@/features/shared-report/components/shared-summary-card';
import { ApiError } from '@/lib/api-client';
import { formatShortDate } from '@/utils/format';

const notReanalyzing = () => false;

/**
 * While this page is open its address (which holds the token) is sent as a referrer to nobody; the
 * site's policy already sends other sites the origin only.
 */
function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** /shared/:token: a quote's analysis as its owner shared it, read-only: no chat, files or edits. */
export function SharedReportRoute() {
  const { token = '' } = useParams();
  const { data, error, isLoading } = useSharedReport(token);
  useNoReferrer();

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppHeader tagline>
        <Button component={RouterLink} to="/" variant="contained" size="small">
          Check your own quote
        </Button>
      </AppHeader>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2.5, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {isLoading ? (
          <ReportSkeleton />
        ) : data ? (
          <SharedReportPage report={data} />
        ) : error instanceof ApiError && error.status !== 404 ? (
          <Alert severity="error">Could not load this report. Please try again later.</Alert>
        ) : (
          <LinkGone />
        )}
      </Container>
    </Box>
  );
}

function SharedReportPage({ report }: { report: SharedReport }) {
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-print="page">
      <PrintHeader />
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Quote check report
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          A read-only report shared by the homeowner, without their personal information.
          <Box component="span" sx={{ displayPrint: 'none' }}>
            {' '}
            This link works until {formatShortDate(report.expiresAt, 'it expires')}.
          </Box>
        </Typography>
      </Box>
      <SharedSummaryCard report={report} />
      <ChecklistCard results={report.checklistResults} isReanalyzing={notReanalyzing} />
    </Stack>
  );
}

function ReportSkeleton() {
  return (
    <Stack spacing={{ xs: 2, md: 3 }} role="status" aria-label="Loading report" aria-busy="true">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={480} />
    </Stack>
  );
}
