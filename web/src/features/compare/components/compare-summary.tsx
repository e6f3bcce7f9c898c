import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ComparedQuote, CompareResponse } from '@shared/compare';
import { truncate } from '@shared/text';

/** Whether the quotes price the same job, and if not, each difference in words. */
export function SameScopeNotice({ sameScope }: { sameScope: CompareResponse['sameScope'] }) {
  if (sameScope.ok) {
    return (
      <Alert severity="success" variant="outlined">
        <AlertTitle>Same scope</AlertTitle>
        These quotes cover the same windows, doors and work, so their prices compare like for like.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" role="status">
      <AlertTitle>Not the same scope</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {sameScope.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** Which quote offers the best value and why, each claim with the quote lines it rests on. */
export function CompareSummary({ summary, quotes }: { summary: CompareResponse['summary']; quotes: ComparedQuote[] }) {
  const labelOf = new Map(quotes.map((q) => [q.id, q.label]));
  const best = quotes.find((q) => q.id === summary.bestValueId);
  return (
    <Card component="section" aria-labelledby="compare-summary-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id="compare-summary-title" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
            Best value
          </Typography>
          {best && (
            <Chip
              color="success"
              icon={<EmojiEvents aria-hidden />}
              label={`${best.label}${best.vendor ? `: ${best.vendor}` : ''}`}
            />
          )}
        </Box>
        <Typography sx={{ mt: 1.5, fontWeight: 500 }} data-testid="compare-headline">
          {summary.headline}
        </Typography>
        {summary.claims.length > 0 && (
          <Box component="ul" aria-label="Why" sx={{ mt: 2, mb: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
            {summary.claims.map((claim) => (
              <li key={claim.text}>
                <Typography>{claim.text}</Typography>
                {claim.citations.length > 0 && (
                  <Box component="ul" aria-label="Quote lines" sx={{ listStyle: 'none', pl: 0, m: 0, mt: 0.5 }}>
                    {claim.citations.map((c) => (
                      <Typography
                        key={`${c.quoteId}:${c.line}`}
                        component="li"
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'break-word' }}
                      >
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {labelOf.get(c.quoteId) ?? 'Quote'}:
                        </Box>{' '}
                        <q title={c.line.length > 160 ? c.line : undefined}>{truncate(c.line, 160)}</q>
                      </Typography>
                    ))}
                  </Box>
                )}
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
