import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { User } from '@shared/types';
import { AppHeader } from '@/components/layouts/app-header';
import { PageTitle } from '@/components/layouts/page-heading';
import { SignedInHeaderActions } from '@/components/layouts/signed-in-header-actions';

const TABS = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Quotes', to: '/admin/quotes' },
  { label: 'Users', to: '/admin/users' },
];

export function AdminLayout({ user, onLogout, children }: { user: User; onLogout: () => void; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = TABS.find((t) => t.to !== '/admin' && pathname.startsWith(t.to))?.to ?? '/admin';
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppHeader>
        <Typography
          variant="body2"
          title={user.email}
          sx={{ fontWeight: 600, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.email}
        </Typography>
        <SignedInHeaderActions onLogout={onLogout} />
      </AppHeader>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PageTitle>Admin Dashboard</PageTitle>
        <Tabs
          value={current}
          aria-label="Admin sections"
          sx={{ mt: 2, mb: 4, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab key={t.to} label={t.label} value={t.to} component={RouterLink} to={t.to} />
          ))}
        </Tabs>
        {children}
      </Container>
    </Box>
  );
}
