import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SharedReport } from '@shared/shares';
import { QuoteFactGrid, QuoteSummaryHeader } from '@/components/quote/quote-summary-header';
import { CaptionLabel } from '@/components/ui/caption-label';
import { formatPrice, formatQuantities, formatShortDate } from '@/utils/format';

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
    ['QUANTITIES', formatQuantities(report.quantities)],
    ['CREATED', formatShortDate(report.createdAt, '') || null],
    ['SCOPE', report.scope],
  ];
  return (
    <Card component="section" aria-labelledby="shared-summary-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <QuoteSummaryHeader
          titleId="shared-summary-title"
          title={report.vendor?.trim() || 'Contractor quote'}
          quoteType={report.quoteType ?? '' /* a shared quote was analysed: no type reads 'Quote Analysis' */}
          score={report.overallScore}
        />
        <Divider sx={{ my: 2 }} />
        <QuoteFactGrid>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <CaptionLabel component="dt">{label}</CaptionLabel>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}
                color={value?.trim() ? 'text.primary' : 'text.secondary'}
              >
                {value?.trim() || 'Unknown'}
              </Typography>
            </Box>
          ))}
        </QuoteFactGrid>
      </CardContent>
    </Card>
  );
}
