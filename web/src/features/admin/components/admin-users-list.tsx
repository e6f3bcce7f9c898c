import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUser } from '@shared/types';
import { formatCents, formatNumber, formatShortDate } from '@/utils/format';
import { useAdminUsers } from '../api/admin-lists';
import { AdminPagedList, AdminRowTitle } from './admin-paged-list';
import { EditCreditsDialog } from './edit-credits-dialog';

function UserFacts({ user: u }: { user: AdminUser }) {
  return (
    <>
      <AdminRowTitle title={u.email}>
        <Chip
          size="small"
          label={u.role === 'admin' ? 'Admin' : 'User'}
          color={u.role === 'admin' ? 'primary' : 'default'}
          variant={u.role === 'admin' ? 'filled' : 'outlined'}
        />
      </AdminRowTitle>
      <Typography variant="body2" color="text.secondary">
        Joined {formatShortDate(u.createdAt)} · {formatNumber(u.creditBalance)} credits · {formatNumber(u.totalQuotes)}{' '}
        quotes · {formatCents(u.totalPaid, '$0.00')} paid
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
    </>
  );
}

export function AdminUsersList() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const response = useAdminUsers(page);

  const onSaved = (updated: AdminUser) => {
    setEditing(null);
    // Show the new balance at once, then read the page again.
    void response.mutate(
      (current) =>
        current && {
          ...current,
          users: current.users.map((u) => (u.id === updated.id ? { ...u, ...updated } : u)),
        },
      { revalidate: true },
    );
  };

  return (
    <AdminPagedList
      noun="Users"
      response={response}
      itemsOf={(data) => data.users}
      page={page}
      onPageChange={setPage}
      emptyText="No users yet."
      renderItem={(u) => <UserFacts user={u} />}
      renderAction={(u) => (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setEditing(u)}
          aria-label={`Edit Credits for ${u.email}`}
        >
          Edit Credits
        </Button>
      )}
    >
      <EditCreditsDialog user={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
    </AdminPagedList>
  );
}
