import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { quoteTypeLabel } from '@/utils/quote-type';
import { QualityScore } from './quality-score';

interface QuoteSummaryHeaderProps {
  /** The id of the title, which names the card. */
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  quoteType: string | null | undefined;
  score: number | null;
}

/** The top of a quote's summary card: its title, the quote-type badge and the quality score. */
export function QuoteSummaryHeader({ titleId, title, subtitle, quoteType, score }: QuoteSummaryHeaderProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0 }}>
        {/* A file name stays on one line, cut with an ellipsis; the whole name is its title. */}
        <Typography id={titleId} variant="h4" component="h2" noWrap title={title}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        )}
        <Chip size="small" label={quoteTypeLabel(quoteType)} color="primary" variant="outlined" sx={{ mt: 1 }} />
      </Box>
      <QualityScore score={score} />
    </Stack>
  );
}

/** The grid of a quote's facts (a description list): two columns from the small breakpoint up. */
export function QuoteFactGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 2 }}
    >
      {children}
    </Box>
  );
}
