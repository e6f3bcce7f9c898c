import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompareCell, ComparedQuote, CompareRow, CompareRowGroup, CompareTone } from '@shared/compare';

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

const LABEL_WIDTH = { xs: 118, sm: 180 };

function Cell({ cell }: { cell: CompareCell }) {
  // The quote's own line, unless the cell already shows it (the payment schedule).
  const quoted = cell.evidence?.[0] !== cell.value ? cell.evidence?.[0] : undefined;
  return (
    <TableCell
      sx={{
        verticalAlign: 'top',
        borderLeft: 4,
        borderLeftColor: TONE_COLOR[cell.tone],
        minWidth: { xs: 168, sm: 210 },
      }}
    >
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {cell.value}
      </Typography>
      {cell.note && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {cell.note}
        </Typography>
      )}
      {quoted && (
        <Typography
          component="q"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}
          title={cell.evidence!.join('\n')}
        >
          {quoted.length > 120 ? `${quoted.slice(0, 117)}...` : quoted}
        </Typography>
      )}
    </TableCell>
  );
}

/**
 * The quotes side by side, one column per quote. On a narrow screen the table scrolls sideways (the
 * row labels stay put); printed, it takes the page width.
 */
export function CompareTable({ quotes, rows }: { quotes: ComparedQuote[]; rows: CompareRow[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      role="region"
      aria-labelledby="compare-table-title"
      tabIndex={0}
      sx={{ overflowX: 'auto', '@media print': { overflow: 'visible', border: 0 } }}
    >
      <Table
        size="small"
        sx={{ minWidth: { xs: 118 + 168 * quotes.length, sm: 180 + 210 * quotes.length }, borderCollapse: 'separate' }}
      >
        <caption
          id="compare-table-title"
          style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px', fontWeight: 600 }}
        >
          {quotes.map((q) => q.label).join(', ')} side by side
        </caption>
        <TableHead>
          <TableRow>
            <TableCell
              component="th"
              scope="col"
              sx={{ width: LABEL_WIDTH, position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' }}
            >
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                Item
              </Box>
            </TableCell>
            {quotes.map((q) => (
              <TableCell key={q.id} component="th" scope="col" sx={{ verticalAlign: 'bottom' }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {q.label}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {q.vendor?.trim() || 'Unknown Vendor'}
                </Typography>
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
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
                  sx={{ bgcolor: 'grey.100', fontWeight: 700, position: { xs: 'sticky', md: 'static' }, left: 0 }}
                >
                  {group.title}
                </TableCell>
              </TableRow>
              {inGroup.map((row) => (
                <TableRow key={row.id} data-differs={row.differs || undefined}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      verticalAlign: 'top',
                      fontWeight: 600,
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      width: LABEL_WIDTH,
                      overflowWrap: 'anywhere',
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
