import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'paper';
}

/** A landing page section with a heading and an optional intro line. */
export function Section({ id, title, intro, children, tone = 'plain' }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'paper' ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ textAlign: 'center', fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 1.5 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 4, md: 6 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
