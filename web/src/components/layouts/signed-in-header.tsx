import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/types';
import { AppHeader } from './app-header';

/**
 * The header of every signed-in page (analysis, My Quotes, compare, admin): the logo and tagline, who is
 * signed in (a homeowner's name or e-mail, the admin's e-mail), My Quotes, the Admin Dashboard for the
 * admin, and Sign Out.
 */
export function SignedInHeader({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <AppHeader tagline>
      <Typography
        variant="body2"
        noWrap
        title={user.email}
        sx={{ fontWeight: 600, minWidth: 0, maxWidth: { xs: 140, sm: 260 }, display: { xs: 'none', sm: 'block' } }}
      >
        {(user.role !== 'admin' && user.fullName?.trim()) || user.email}
      </Typography>
      <Button component={RouterLink} to="/my-quotes" variant="outlined" size="small">
        My Quotes
      </Button>
      {user.role === 'admin' && (
        <Button component={RouterLink} to="/admin" variant="outlined" size="small">
          Admin Dashboard
        </Button>
      )}
      <Button variant="text" size="small" onClick={onSignOut}>
        Sign Out
      </Button>
    </AppHeader>
  );
}
