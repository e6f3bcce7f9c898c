import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const POINTS = [
  'A 10-point quality check and a score out of 100',
  'Pricing compared with local benchmarks',
  'Results in about 5 minutes',
];

/** The landing hero; `upload` is the upload card shown beside the pitch. */
export function Hero({ upload }: { upload: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(180deg, #eaf2f4 0%, rgba(247, 244, 238, 0) 100%)',
        pt: { xs: 5, md: 9 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: '0.08em' }}
            >
              Windows &amp; doors replacement quotes
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, mt: 1 }}>
              The 50-cent quote check that could save you thousands
            </Typography>
            <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2.5, maxWidth: 520 }}>
              Upload your contractor&apos;s quote and get an independent expert review before you sign. Your first
              analysis is free.
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
              {POINTS.map((point) => (
                <Stack component="li" key={point} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                  <CheckCircleOutline sx={{ color: 'secondary.main' }} aria-hidden />
                  <Typography>{point}</Typography>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{upload}</Grid>
        </Grid>
      </Container>
    </Box>
  );
}
