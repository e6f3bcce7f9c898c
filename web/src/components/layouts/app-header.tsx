import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Logo } from '../ui/logo';

/** The sticky top bar of the signed-in pages: logo on the left, actions on the right. */
export function AppHeader({ children, tagline = false }: { children?: ReactNode; tagline?: boolean }) {
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: 68, gap: 2 }}>
          <Logo tagline={tagline} />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, flexWrap: 'wrap' }}>
            {children}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
