import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/types';
import { Logo } from '@/components/ui/logo';

// The slide-out menu is only loaded on small screens, when it is first opened.
const LandingMenu = lazy(async () => ({ default: (await import('./landing-menu')).LandingMenu }));

const SECTIONS = [
  { href: '#about', label: 'About Us' },
  { href: '#faq', label: 'FAQ' },
  { href: '#contact', label: 'Contact Us' },
];

interface LandingHeaderProps {
  user: User | null;
  /** While the session is being checked the account buttons are left out. */
  isLoading: boolean;
  onSignOut: () => void;
}

export function LandingHeader({ user, isLoading, onSignOut }: LandingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const close = () => setMenuOpen(false);

  const accountActions = isLoading ? null : user ? (
    <>
      <Button component={RouterLink} to="/my-quotes" variant="outlined" onClick={close}>
        My Quotes
      </Button>
      <Button
        variant="text"
        onClick={() => {
          close();
          onSignOut();
        }}
      >
        Sign Out
      </Button>
    </>
  ) : (
    <>
      <Button component={RouterLink} to="/login" variant="text" onClick={close}>
        Login
      </Button>
      <Button component={RouterLink} to="/signup" variant="contained" onClick={close}>
        Sign Up
      </Button>
    </>
  );

  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: 68, gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}>
            {SECTIONS.map((s) => (
              <Button key={s.href} href={s.href} color="inherit" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {s.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {accountActions}
          </Stack>
          <IconButton
            aria-label="Open menu"
            aria-controls="landing-menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <LandingMenu id="landing-menu" open={menuOpen} onClose={close} sections={SECTIONS} actions={accountActions} />
        </Suspense>
      )}
    </AppBar>
  );
}
