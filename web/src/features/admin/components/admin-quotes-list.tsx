import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber, formatPrice, formatShortDate } from '@/utils/format';
import { useAdminQuotes } from '../api/admin-lists';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useErrorToast } from '../hooks/use-error-toast';
import { ScoreBadge, StatusBadge } from './badges';
import { Pager } from './pager';

export function AdminQuotesList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const { data, error, isLoading, isValidating } = useAdminQuotes(page, debouncedSearch);
  useErrorToast(error, 'Failed to fetch quotes');

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography variant="h4" component="h2">
            All Quotes ({formatNumber(data?.pagination.total ?? 0)})
          </Typography>
          <TextField
            size="small"
            type="search"
            placeholder="Search quotes..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            slotProps={{ htmlInput: { 'aria-label': 'Search quotes', maxLength: 100 } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        </Stack>
        {(isLoading || isValidating) && <LinearProgress aria-label="Loading quotes" sx={{ mb: 1 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>Failed to fetch quotes</AlertTitle>
            {error instanceof Error ? error.message : null}
          </Alert>
        )}
        {data && data.quotes.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {debouncedSearch.trim() ? `No quotes match "${debouncedSearch.trim()}".` : 'No quotes yet.'}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Quotes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data?.quotes.map((q, index) => (
              <Fragment key={q.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Box component="li" sx={{ py: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {q.fileName}
                      </Typography>
                      <StatusBadge status={q.status} />
                      {typeof q.overallScore === 'number' && <ScoreBadge score={q.overallScore} />}
                    </Stack>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}
                    >
                      {q.isGuest || !q.userEmail ? (
                        <Chip size="small" color="warning" variant="outlined" label="Guest" />
                      ) : (
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {q.userEmail}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {formatShortDate(q.createdAt)}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {q.vendor || 'Unknown Vendor'} · {formatPrice(q.totalCost, 'N/A')}
                    </Typography>
                  </Box>
                  <Button
                    component={RouterLink}
                    to={`/quotes/${encodeURIComponent(q.id)}`}
                    variant="outlined"
                    size="small"
                    aria-label={`View ${q.fileName}`}
                  >
                    View
                  </Button>
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
        {data && <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />}
      </CardContent>
    </Card>
  );
}
