import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/types';

/** The signed-in header's right side: who is signed in, the admin shortcut and Sign Out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          minWidth: 0,
          maxWidth: 260,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        title={user.email}
      >
        {user.fullName?.trim() || user.email}
      </Typography>
      {user.role === 'admin' && (
        <Button component={RouterLink} to="/admin" variant="outlined" size="small">
          Admin Dashboard
        </Button>
      )}
      <Button variant="text" size="small" onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  );
}
