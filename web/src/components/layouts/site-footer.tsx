import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { env } from '@/config/env';
import { Logo } from '../ui/logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'grey.300', py: { xs: 5, md: 6 }, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 1.5, color: 'grey.300' }}>
              An independent 10-point check of your windows and doors replacement quote, before you sign.
            </Typography>
          </Box>
          <Stack component="nav" aria-label="Footer" spacing={1}>
            <Link href="/#about" color="inherit">
              About Us
            </Link>
            <Link href="/#faq" color="inherit">
              FAQ
            </Link>
            <Link href="/#contact" color="inherit">
              Contact Us
            </Link>
          </Stack>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'common.white' }}>
              Support
            </Typography>
            <Link href={`mailto:${env.supportEmail}`} color="inherit" variant="body2">
              {env.supportEmail}
            </Link>
            <Typography variant="body2" sx={{ color: 'grey.400' }}>
              Monday to Friday, 9 AM to 5 PM EST
            </Typography>
          </Box>
        </Stack>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', color: 'grey.400' }}
        >
          © {year} QuoteCheck. Our analysis is guidance to help you compare quotes, not a substitute for a licensed
          inspection.
        </Typography>
      </Container>
    </Box>
  );
}
