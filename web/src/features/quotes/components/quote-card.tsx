import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip, { type ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { statusBadgeLabel, statusTone } from '@shared/statuses';
import type { Quote } from '@shared/types';
import { QuoteReference } from '@/components/quote/quote-reference';
import { formatPrice, formatRelativeTime } from '@/utils/format';

function badgeProps(status: string): Pick<ChipProps, 'color' | 'variant'> {
  const tone = statusTone(status);
  return tone ? { color: tone, variant: 'filled' } : { color: 'primary', variant: 'outlined' };
}

/** Spec section 9: green at 80 or above, yellow at 60 or above, else red (the darker yellow, readable on white). */
export function scoreColor(score: number): string {
  if (score >= 80) return 'success.main';
  if (score >= 60) return 'warning.dark';
  return 'error.main';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Ticking quotes to compare them: shown on the quotes that can be compared. */
export interface QuoteSelection {
  checked: boolean;
  /** No more can be ticked (three are), or this one cannot be compared yet. */
  disabled: boolean;
  onToggle: () => void;
}

/** One quote on My Quotes; without an id there is no analysis to link to. `now` fixes the relative time (tests). */
export function QuoteCard({ quote, now, selection }: { quote: Quote; now?: number; selection?: QuoteSelection }) {
  const titleId = `quote-${quote.id}-title`;
  const uploaded = formatRelativeTime(quote.createdAt, now, 'Unknown');
  const uploadedAt = new Date(quote.createdAt);
  const validDate = !Number.isNaN(uploadedAt.getTime());
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h5" component="h3" noWrap title={quote.fileName} sx={{ minWidth: 0 }}>
            {quote.fileName}
          </Typography>
          <Chip
            size="small"
            label={statusBadgeLabel(quote.status)}
            {...badgeProps(quote.status)}
            sx={{ flexShrink: 0 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          <QuoteReference id={quote.id} />
        </Typography>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: 2,
            rowGap: 1.5,
            mt: 2,
            mb: 0,
          }}
        >
          <Field label="Vendor">{quote.vendor?.trim() || 'Unknown Vendor'}</Field>
          <Field label="Total Cost">{formatPrice(quote.totalCost, 'N/A')}</Field>
          <Field label="Analysis Score">
            {typeof quote.overallScore === 'number' ? (
              <Box component="span" sx={{ color: scoreColor(quote.overallScore) }}>
                {quote.overallScore}/100
              </Box>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                Pending
              </Box>
            )}
          </Field>
          <Field label="Uploaded">
            <time
              dateTime={validDate ? uploadedAt.toISOString() : undefined}
              title={validDate ? uploadedAt.toLocaleString('en-US') : undefined}
            >
              {uploaded}
            </time>
          </Field>
        </Box>

        <Box sx={{ flexGrow: 1 }} />
        {selection && (
          <Box data-print="hide" sx={{ mt: 1.5, displayPrint: 'none' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={selection.checked}
                  disabled={selection.disabled}
                  onChange={selection.onToggle}
                  slotProps={{ input: { 'aria-label': `Select ${quote.fileName} to compare` } }}
                />
              }
              label="Select to compare"
              slotProps={{ typography: { variant: 'body2' } }}
            />
          </Box>
        )}
        {quote.id ? (
          <Button
            component={RouterLink}
            to={`/analysis/${encodeURIComponent(quote.id)}`}
            variant="outlined"
            endIcon={<ArrowForward aria-hidden />}
            aria-label={`View Analysis of ${quote.fileName}`}
            sx={{ mt: 2.5, alignSelf: 'stretch' }}
          >
            View Analysis
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
