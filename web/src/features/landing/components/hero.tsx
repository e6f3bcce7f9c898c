import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const POINTS = [
  'A 10-point quality check and a score out of 100',
  'Pricing compared with local benchmarks',
  'Results in about 5 minutes',
];

/** The landing hero; `upload` is the upload card, beside the pitch on a wide screen and under the title on a phone. */
export function Hero({ upload }: { upload: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(180deg, #eaf2f4 0%, rgba(247, 244, 238, 0) 100%)',
        pt: { xs: 3, md: 9 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        {/* Wide screen: the pitch beside the upload card. Phone: the left column dissolves so the card comes
            right after the title, on the first screen, and the rest of the pitch after it. */}
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'center' }}
        >
          <Box sx={{ display: { xs: 'contents', md: 'block' } }}>
            <Box>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: '0.08em' }}
              >
                Windows &amp; doors replacement quotes
              </Typography>
              <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, mt: 1 }}>
                The 50-cent quote check that could save you thousands
              </Typography>
            </Box>
            <Box sx={{ order: 1 }}>
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
            </Box>
          </Box>
          {upload}
        </Box>
      </Container>
    </Box>
  );
}
