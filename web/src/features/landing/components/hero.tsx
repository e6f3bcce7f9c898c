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

/**
 * The landing hero; `upload` is the upload card. Beside the pitch on a wide screen; on a phone right under
 * the title, so it is on the first screen, with the rest of the pitch after it.
 */
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
        <Box
          sx={{
            display: 'grid',
            columnGap: 6,
            rowGap: { xs: 3, md: 0 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gridTemplateRows: { md: '1fr auto auto 1fr' },
            gridTemplateAreas: {
              xs: '"head" "upload" "pitch"',
              md: '". upload" "head upload" "pitch upload" ". upload"',
            },
          }}
        >
          <Box sx={{ gridArea: 'head' }}>
            <Typography
              variant="overline"
              component="p"
              sx={{
                color: 'secondary.dark',
                fontWeight: 700,
                letterSpacing: '0.08em',
                lineHeight: { xs: 2, md: 2.66 },
              }}
            >
              Windows &amp; doors replacement quotes
            </Typography>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, mt: { xs: 0.5, md: 1 } }}
            >
              The 50-cent quote check that could save you thousands
            </Typography>
          </Box>
          <Box sx={{ gridArea: 'pitch' }}>
            <Typography variant="subtitle1" color="text.secondary" sx={{ mt: { xs: 0, md: 2.5 }, maxWidth: 520 }}>
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
          <Box sx={{ gridArea: 'upload', alignSelf: 'center', minWidth: 0 }}>{upload}</Box>
        </Box>
      </Container>
    </Box>
  );
}
