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
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import type { AdminUser } from '@shared/types';
import { formatCents, formatNumber, formatShortDate } from '@/utils/format';
import { useAdminUsers } from '../api/admin-lists';
import { useErrorToast } from '../hooks/use-error-toast';
import { EditCreditsDialog } from './edit-credits-dialog';
import { Pager } from './pager';

export function AdminUsersList() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminUsers(page);
  useErrorToast(error, 'Failed to fetch users');

  const onSaved = (updated: AdminUser) => {
    setEditing(null);
    // Show the new balance at once, then read the page again.
    void mutate(
      (current) =>
        current && {
          ...current,
          users: current.users.map((u) => (u.id === updated.id ? { ...u, ...updated } : u)),
        },
      { revalidate: true },
    );
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          All Users ({formatNumber(data?.pagination.total ?? 0)})
        </Typography>
        {(isLoading || isValidating) && <LinearProgress aria-label="Loading users" sx={{ mb: 1 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>Failed to fetch users</AlertTitle>
            {error instanceof Error ? error.message : null}
          </Alert>
        )}
        {data && data.users.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No users yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data?.users.map((u, index) => (
              <Fragment key={u.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Box component="li" sx={{ py: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {u.email}
                      </Typography>
                      <Chip
                        size="small"
                        label={u.role === 'admin' ? 'Admin' : 'User'}
                        color={u.role === 'admin' ? 'primary' : 'default'}
                        variant={u.role === 'admin' ? 'filled' : 'outlined'}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      Joined {formatShortDate(u.createdAt)} · {formatNumber(u.creditBalance)} credits ·{' '}
                      {formatNumber(u.totalQuotes)} quotes · {formatCents(u.totalPaid, '$0.00')} paid
                    </Typography>
                    {(u.totalRefunded ?? 0) + (u.totalDisputed ?? 0) > 0 && (
                      <Typography variant="body2" color="warning.main">
                        {[
                          u.totalRefunded && `${formatCents(u.totalRefunded)} refunded`,
                          u.totalDisputed && `${formatCents(u.totalDisputed)} disputed`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}{' '}
                        (credits taken back)
                      </Typography>
                    )}
                  </Box>
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => setEditing(u)}
                    aria-label={`Edit Credits for ${u.email}`}
                  >
                    Edit Credits
                  </Button>
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
        {data && <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />}
        <EditCreditsDialog user={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      </CardContent>
    </Card>
  );
}
