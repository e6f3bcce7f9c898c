import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice, formatShortDate } from '@/utils/format';
import { type AdminQuote, useAdminQuotes } from '../api/admin-lists';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminPagedList, AdminRowTitle } from './admin-paged-list';
import { ScoreBadge, StatusBadge } from './badges';

function QuoteFacts({ quote: q }: { quote: AdminQuote }) {
  return (
    <>
      <AdminRowTitle title={q.fileName}>
        <StatusBadge status={q.status} />
        {typeof q.overallScore === 'number' && <ScoreBadge score={q.overallScore} />}
      </AdminRowTitle>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
        {q.isGuest || !q.userEmail ? (
          <Chip size="small" color="warning" variant="outlined" label="Guest" />
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
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
    </>
  );
}

export function AdminQuotesList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const response = useAdminQuotes(page, debouncedSearch);

  return (
    <AdminPagedList
      noun="Quotes"
      toolbar={
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
      }
      response={response}
      itemsOf={(data) => data.quotes}
      page={page}
      onPageChange={setPage}
      emptyText={debouncedSearch.trim() ? `No quotes match "${debouncedSearch.trim()}".` : 'No quotes yet.'}
      renderItem={(q) => <QuoteFacts quote={q} />}
      renderAction={(q) => (
        <Button
          component={RouterLink}
          to={`/quotes/${encodeURIComponent(q.id)}`}
          variant="outlined"
          size="small"
          aria-label={`View ${q.fileName}`}
        >
          View
        </Button>
      )}
    />
  );
}
