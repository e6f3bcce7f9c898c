import Chip, { type ChipProps } from '@mui/material/Chip';
import { adminScoreLabel } from '@shared/checklist';
import { statusBadgeLabel, statusTone } from '@shared/statuses';

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Chip
      size="small"
      label={statusBadgeLabel(status)}
      color={tone ?? 'default'}
      variant={tone ? 'filled' : 'outlined'}
    />
  );
}

function scoreColor(score: number): ChipProps['color'] {
  if (score >= 80) return 'success';
  if (score >= 60) return 'primary';
  if (score >= 40) return 'warning';
  return 'error';
}

/** The score with its admin label (80 Excellent, 60 Good, 40 Fair, else Poor). */
export function ScoreBadge({ score }: { score: number }) {
  const label = adminScoreLabel(score);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={scoreColor(score)}
      label={`${Math.round(score)} · ${label}`}
      aria-label={`Score ${Math.round(score)} out of 100, ${label}`}
    />
  );
}
