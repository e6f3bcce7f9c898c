import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AppHeader } from '../../components/layouts/app-header';
import { RequireUser } from '../../features/auth/components/require-user';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { QuotesEmptyState } from '../../features/quotes/components/quotes-empty-state';

export function MyQuotesRoute() {
  const signOut = useSignOut();
  return (
    <RequireUser>
      {(user) => (
        <Box sx={{ minHeight: '100vh' }}>
          <AppHeader>
            <UserMenu user={user} onSignOut={() => void signOut()} />
          </AppHeader>
          <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
              My Quotes
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
              Every quote you upload and its analysis, in one place.
            </Typography>
            <QuotesEmptyState />
          </Container>
        </Box>
      )}
    </RequireUser>
  );
}
