import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SharedReport } from '@shared/shares';
import { QualityScore } from '@/components/quote/quality-score';
import { formatPrice, formatShortDate } from '@/utils/format';
import { quoteTypeLabel } from '@/utils/quote-type';

function location(report: SharedReport): string | null {
  if (!report.zipCode) return null;
  return report.state ? `${report.zipCode} (${report.state})` : report.zipCode;
}

/**
 * The read-only facts of a shared quote: vendor, total, ZIP, quantities, scope and score. Everything is
 * rendered as text (React escapes it): a vendor name with markup shows as written.
 */
export function SharedSummaryCard({ report }: { report: SharedReport }) {
  const facts: [string, string | null][] = [
    ['VENDOR', report.vendor],
    ['TOTAL PRICE', formatPrice(report.totalCost, '') || null],
    ['ZIP CODE', location(report)],
    ['QUANTITIES', report.quantities],
    ['CREATED', formatShortDate(report.createdAt, '') || null],
    ['SCOPE', report.scope],
  ];
  return (
    <Card component="section" aria-labelledby="shared-summary-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="shared-summary-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {report.vendor?.trim() || 'Contractor quote'}
            </Typography>
            <Chip
              size="small"
              label={
                quoteTypeLabel(report.quoteType ?? '') /* a shared quote was analysed: no type reads 'Quote Analysis' */
              }
              color="primary"
              variant="outlined"
              sx={{ mt: 1 }}
            />
          </Box>
          <QualityScore score={report.overallScore} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 2 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography
                variant="caption"
                component="dt"
                color="text.secondary"
                sx={{ fontWeight: 700, letterSpacing: '0.06em' }}
              >
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                color={value?.trim() ? 'text.primary' : 'text.secondary'}
              >
                {value?.trim() || 'Unknown'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
