import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { User } from '@shared/types';
import { PageTitle } from '@/components/layouts/page-heading';
import { SignedInHeader } from '@/components/layouts/signed-in-header';

const TABS = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Quotes', to: '/admin/quotes' },
  { label: 'Users', to: '/admin/users' },
];

export function AdminLayout({ user, onSignOut, children }: { user: User; onSignOut: () => void; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = TABS.find((t) => t.to !== '/admin' && pathname.startsWith(t.to))?.to ?? '/admin';
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <SignedInHeader user={user} onSignOut={onSignOut} />
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
