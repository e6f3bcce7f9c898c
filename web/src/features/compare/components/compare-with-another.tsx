import CompareArrows from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { COMPARE_MAX_QUOTES, comparePath } from '@shared/compare';
import type { Quote } from '@shared/types';
import { formatPrice } from '@/utils/format';
import { isComparable, toggled } from '../lib/selection';

/** The signed-in user's quotes (the same request and cache as My Quotes). */
function useOwnQuotes(enabled: boolean) {
  return useSWR<Quote[]>(enabled ? '/api/quotes/my-quotes' : null);
}

/** My Quotes with this quote ticked, to choose the others there. */
export const myQuotesWith = (id: string) => `/my-quotes?compare=${encodeURIComponent(id)}`;

/**
 * "Compare with another quote" on an analysis: a chooser of the user's other analysed quotes (one or
 * two more), or, when there is none yet, the way to My Quotes with this one ticked.
 */
export function CompareWithAnother({ quote }: { quote: Quote }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const navigate = useNavigate();
  const { data, isLoading } = useOwnQuotes(open);
  const others = (data ?? []).filter((q) => q.id !== quote.id && isComparable(q));
  const room = COMPARE_MAX_QUOTES - 1;

  return (
    <Box data-print="hide" sx={{ displayPrint: 'none' }}>
      <Button variant="outlined" startIcon={<CompareArrows aria-hidden />} onClick={() => setOpen(true)}>
        Compare with another quote
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="compare-chooser-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="compare-chooser-title">Compare with another quote</DialogTitle>
        <DialogContent>
          {isLoading && !data ? (
            <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
              <CircularProgress size={22} aria-hidden />
              <Typography color="text.secondary">Loading your quotes...</Typography>
            </Box>
          ) : others.length === 0 ? (
            <Typography>
              You have no other analysed quote yet. Upload another quote for the same job on My Quotes, then compare
              them there.
            </Typography>
          ) : (
            <>
              <Typography id="compare-chooser-hint" color="text.secondary" sx={{ mb: 1 }}>
                Choose one or two of your other analysed quotes to set beside {quote.vendor?.trim() || quote.fileName}.
              </Typography>
              <FormGroup aria-describedby="compare-chooser-hint">
                {others.map((q) => (
                  <FormControlLabel
                    key={q.id}
                    control={
                      <Checkbox
                        checked={selected.includes(q.id)}
                        disabled={!selected.includes(q.id) && selected.length >= room}
                        onChange={() => setSelected((s) => toggled(s, q.id).slice(0, room))}
                      />
                    }
                    label={`${q.vendor?.trim() || 'Unknown Vendor'}: ${formatPrice(q.totalCost, 'N/A')} (${q.fileName})`}
                  />
                ))}
              </FormGroup>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={myQuotesWith(quote.id)}>
            Choose on My Quotes
          </Button>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={selected.length === 0}
            onClick={() => navigate(comparePath([quote.id, ...selected]))}
          >
            Compare
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
