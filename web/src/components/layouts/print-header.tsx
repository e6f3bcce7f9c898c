import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatShortDate } from '@/utils/format';

/**
 * The line a printed page starts with: "QuoteCheck — quote analysis, printed Nov 28, 2026". Not shown on
 * screen; the date is the day of printing (read again when the browser is about to print).
 */
export function PrintHeader({ what = 'quote analysis' }: { what?: string }) {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setToday(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <Typography
      data-print="only"
      variant="body2"
      sx={{ display: 'none', '@media print': { display: 'block', fontWeight: 600, mb: 1.5 } }}
    >
      QuoteCheck — {what}, printed {formatShortDate(today)}
    </Typography>
  );
}
