import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { formatCents, formatNumber, formatShortDate } from '../../../utils/format';
import { useAdminUsers } from '../api/admin-lists';
import { Pager } from './pager';

export function AdminUsersList() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useAdminUsers(page);

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          All Users ({data?.pagination.total ?? 0})
        </Typography>
        {(isLoading || isValidating) && <LinearProgress aria-label="Loading users" sx={{ mb: 1 }} />}
        {error ? (
          <Alert severity="error">
            <AlertTitle>Failed to fetch users</AlertTitle>
            {error instanceof Error ? error.message : null}
          </Alert>
        ) : data && data.users.length === 0 ? (
          <Typography color="text.secondary">No users yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data?.users.map((u, index) => (
              <Fragment key={u.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Box component="li" sx={{ py: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{u.email}</Typography>
                    <Chip
                      size="small"
                      label={u.role === 'admin' ? 'Admin' : 'User'}
                      color={u.role === 'admin' ? 'primary' : 'default'}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    Joined {formatShortDate(u.createdAt)} · {formatNumber(u.creditBalance)} credits ·{' '}
                    {formatNumber(u.totalQuotes)} quotes · {formatCents(u.totalPaid, '$0.00')} paid
                  </Typography>
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
