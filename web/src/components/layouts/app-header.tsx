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
        {/* On narrow screens the actions wrap onto a second row, aligned right. */}
        <Toolbar disableGutters sx={{ minHeight: 68, columnGap: 2, rowGap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Logo tagline={tagline} />
          <Box
            sx={{
              ml: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1, sm: 1.5 },
              minWidth: 0,
              '& .MuiButton-root': { flexShrink: 0 },
            }}
          >
            {children}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
