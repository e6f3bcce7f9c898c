import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of a signed-in page (My Quotes, Compare quotes, Admin Dashboard). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
      {children}
    </Typography>
  );
}

/** A page's title and introduction, with what the page offers (buttons, a badge) on the right. */
export function PageHeading({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
    >
      <Box>
        <PageTitle>{title}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
