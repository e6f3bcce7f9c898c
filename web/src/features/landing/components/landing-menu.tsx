import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

interface LandingMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  sections: { href: string; label: string }[];
  actions: ReactNode;
}

/** The slide-out menu of the landing page below 768 px. */
export function LandingMenu({ id, open, onClose, sections, actions }: LandingMenuProps) {
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, p: 2 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Logo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack component="nav" aria-label="Main" spacing={0.5} sx={{ my: 2 }}>
        {sections.map((s) => (
          <Button
            key={s.href}
            href={s.href}
            onClick={onClose}
            color="inherit"
            sx={{ justifyContent: 'flex-start', fontSize: '1.05rem' }}
          >
            {s.label}
          </Button>
        ))}
      </Stack>
      <Divider />
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {actions}
      </Stack>
    </Drawer>
  );
}
