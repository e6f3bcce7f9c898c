import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreBand } from '@shared/checklist';
import { CaptionLabel } from '../ui/caption-label';

const BAND_COLOR = { green: 'success.main', yellow: 'warning.main', red: 'error.main' } as const;

/** The quality score in the colour of its band, "—" before there is one. */
export function QualityScore({ score }: { score: number | null }) {
  const band = score === null ? null : scoreBand(score);
  return (
    <Box sx={{ textAlign: 'right', flexShrink: 0 }} aria-label="Quality Score" role="group">
      <CaptionLabel>QUALITY SCORE</CaptionLabel>
      <Typography
        data-band={band ?? 'none'}
        sx={{
          fontSize: '2.25rem',
          fontWeight: 800,
          lineHeight: 1.1,
          color: band ? BAND_COLOR[band] : 'text.secondary',
        }}
      >
        {score ?? '—'}
        {score !== null && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            /100
          </Typography>
        )}
      </Typography>
    </Box>
  );
}
