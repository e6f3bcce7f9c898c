import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COMPARE_MAX_QUOTES, comparePath } from '@shared/compare';
import { canCompare } from '../lib/selection';

/** Above the quote cards: how many are ticked, and Compare once 2 or 3 are. */
export function CompareBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const ready = canCompare(selected);
  const hint =
    selected.length === 0
      ? 'Tick 2 or 3 analysed quotes for the same job to compare them side by side.'
      : selected.length === 1
        ? '1 quote selected: tick one or two more to compare.'
        : `${selected.length} quotes selected${selected.length >= COMPARE_MAX_QUOTES ? ' (the most you can compare)' : ''}.`;
  return (
    <Paper
      variant="outlined"
      data-print="hide"
      sx={{ displayPrint: 'none', p: 1.5, mb: 2.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" id="compare-bar-hint" role="status" sx={{ flex: '1 1 240px' }}>
        {hint}
      </Typography>
      {selected.length > 0 && (
        <Button size="small" onClick={onClear}>
          Clear
        </Button>
      )}
      {ready ? (
        <Button
          component={RouterLink}
          to={comparePath(selected)}
          variant="contained"
          startIcon={<CompareArrows aria-hidden />}
          aria-describedby="compare-bar-hint"
        >
          Compare ({selected.length})
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled
          startIcon={<CompareArrows aria-hidden />}
          aria-describedby="compare-bar-hint"
        >
          Compare
        </Button>
      )}
    </Paper>
  );
}
