import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The closing band; the button scrolls back up to the upload card. */
export function CallToAction({ targetId }: { targetId: string }) {
  const scrollToUpload = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    // Keyboard users land on the card's first control (its file button), not back at the top.
    const control = target.querySelector<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]');
    (control ?? target).focus({ preventScroll: true });
  };
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 4,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 6 },
            textAlign: 'center',
          }}
        >
          <Typography id="cta-title" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Know what you are signing
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 3, color: 'grey.200' }}>
            Your first quote check is free. It takes about five minutes.
          </Typography>
          <Button variant="contained" color="secondary" size="large" onClick={scrollToUpload}>
            Check My Quote
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
