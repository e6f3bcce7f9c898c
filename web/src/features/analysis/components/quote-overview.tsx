import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusBadgeLabel } from '../../../../../shared/statuses';
import type { Quote } from '../../../../../shared/types';
import { formatPrice, formatShortDate } from '../../../utils/format';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" component="dt" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </div>
  );
}

/** The quote's headline facts. The full analysis screen builds on this card. */
export function QuoteOverview({ quote }: { quote: Quote }) {
  const empty = quote.status === 'completed' ? 'Unknown' : 'TBD';
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
            {quote.fileName}
          </Typography>
          <Chip size="small" label={statusBadgeLabel(quote.status)} color={quote.status === 'error' ? 'error' : 'primary'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Quote ID {quote.id}
        </Typography>
        <Grid container spacing={2.5} component="dl" sx={{ m: 0 }}>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="QUALITY SCORE" value={quote.overallScore === null ? empty : `${quote.overallScore}/100`} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="VENDOR" value={quote.vendor || empty} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="TOTAL PRICE" value={formatPrice(quote.totalCost, empty)} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="ZIP CODE" value={quote.zipCode || empty} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="QUANTITIES" value={quote.quantities || empty} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Field label="CREATED" value={formatShortDate(quote.createdAt, empty)} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

export function QuoteOverviewSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading quote">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Skeleton variant="text" width="55%" height={40} />
        <Skeleton variant="text" width="35%" />
        <Grid container spacing={2.5} sx={{ mt: 1 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={{ xs: 6, md: 4 }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="80%" height={28} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
