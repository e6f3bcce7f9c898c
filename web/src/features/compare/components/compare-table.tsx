import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompareCell, ComparedQuote, CompareRow, CompareRowGroup, CompareTone } from '@shared/compare';
import { truncate } from '@shared/text';
import { EvidenceLine } from '@/components/quote/evidence-line';

const GROUPS: { id: CompareRowGroup; title: string }[] = [
  { id: 'price', title: 'Price against the local fair range' },
  { id: 'scope', title: 'What is quoted' },
  { id: 'product', title: 'Product' },
  { id: 'included', title: 'What the price includes' },
  { id: 'terms', title: 'Warranty and payment' },
  { id: 'checklist', title: '10-point verdicts and score' },
];

/** The tone's colour on the cell's left edge; the words in the cell carry the meaning. */
const TONE_COLOR: Record<CompareTone, string> = {
  good: 'success.main',
  average: 'warning.main',
  bad: 'error.main',
  unknown: 'grey.400',
  neutral: 'transparent',
};

const LABEL_WIDTH = { xs: 136, sm: 180 };
const CELL_WIDTH = { xs: 176, sm: 210 };
/** Words wrap only where a line must: a word longer than its cell wraps, no other is split. */
const WRAP = { overflowWrap: 'break-word' } as const;

/** Whether the cell's value already is the quoted line (the payment schedule, maybe shortened with "…"). */
function showsLine(value: string, line: string): boolean {
  const shown = value.replace(/…$/, '').trim();
  return shown.length > 0 && line.trim().startsWith(shown);
}

function Cell({ cell }: { cell: CompareCell }) {
  // The quote's own line, unless the cell already shows it (the payment schedule).
  const line = cell.evidence?.[0];
  const quoted = line && !showsLine(cell.value, line) ? line : undefined;
  return (
    <TableCell
      sx={{
        verticalAlign: 'top',
        borderLeft: 4,
        borderLeftColor: TONE_COLOR[cell.tone],
        minWidth: CELL_WIDTH,
        ...WRAP,
      }}
    >
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {cell.value}
      </Typography>
      {cell.note && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {cell.note}
        </Typography>
      )}
      {quoted && (
        <Typography
          component="div"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          title={cell.evidence!.join('\n')}
        >
          <EvidenceLine line={truncate(quoted, 120)} />
        </Typography>
      )}
    </TableCell>
  );
}

/** The header and the row labels stay on top of the cells that scroll under them. */
const PINNED = { position: 'sticky', bgcolor: 'background.paper' } as const;

/**
 * The quotes side by side, one column per quote. On a narrow screen the table scrolls in its own box,
 * sideways and down, with the quote names (the header row) and the row labels (the first column)
 * pinned, so every column says which quote it is; printed, it takes the page width.
 */
export function CompareTable({ quotes, rows }: { quotes: ComparedQuote[]; rows: CompareRow[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      role="region"
      aria-labelledby="compare-table-title"
      tabIndex={0}
      sx={{
        overflow: 'auto',
        maxHeight: { xs: '80vh', md: 'none' },
        '@media print': { overflow: 'visible', maxHeight: 'none', border: 0 },
      }}
    >
      <Table
        size="small"
        sx={{
          minWidth: {
            xs: LABEL_WIDTH.xs + CELL_WIDTH.xs * quotes.length,
            sm: LABEL_WIDTH.sm + CELL_WIDTH.sm * quotes.length,
          },
          borderCollapse: 'separate',
          '& .MuiTableCell-root': { px: { xs: 1.25, sm: 2 } },
        }}
      >
        <caption
          id="compare-table-title"
          style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px', fontWeight: 600 }}
        >
          {quotes.map((q) => q.label).join(', ')} side by side
        </caption>
        <TableHead sx={{ '& th': { ...PINNED, top: 0, zIndex: 2, '@media print': { position: 'static' } } }}>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: LABEL_WIDTH, left: 0, zIndex: '3 !important' }}>
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                Item
              </Box>
            </TableCell>
            {quotes.map((q) => (
              <TableCell key={q.id} component="th" scope="col" sx={{ verticalAlign: 'bottom', maxWidth: CELL_WIDTH }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {q.label}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, ...WRAP }}>
                  {q.vendor?.trim() || 'Unknown Vendor'}
                </Typography>
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  title={q.fileName}
                  sx={{ display: 'block' }}
                >
                  {q.fileName}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {GROUPS.map((group) => {
          const inGroup = rows.filter((r) => r.group === group.id);
          if (!inGroup.length) return null;
          return (
            <TableBody key={group.id}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={quotes.length + 1}
                  sx={{ bgcolor: 'grey.100', fontWeight: 700 }}
                >
                  {/* The title stays in view while the row scrolls sideways under it. */}
                  <Box component="span" sx={{ position: 'sticky', left: 10, '@media print': { position: 'static' } }}>
                    {group.title}
                  </Box>
                </TableCell>
              </TableRow>
              {inGroup.map((row) => (
                <TableRow key={row.id} data-differs={row.differs || undefined}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      ...PINNED,
                      verticalAlign: 'top',
                      fontWeight: 600,
                      fontSize: { xs: '0.8125rem', sm: '0.875rem' },
                      left: 0,
                      zIndex: 1,
                      width: LABEL_WIDTH,
                      ...WRAP,
                    }}
                  >
                    {row.label}
                    {row.differs && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="warning.dark"
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        Differs
                      </Typography>
                    )}
                  </TableCell>
                  {row.cells.map((cell, i) => (
                    <Cell key={quotes[i]?.id ?? i} cell={cell} />
                  ))}
                </TableRow>
              ))}
            </TableBody>
          );
        })}
      </Table>
    </Paper>
  );
}
