import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';

/** The QuoteCheck wordmark, linking to the homepage. */
export function Logo({ tagline = false, inverted = false }: { tagline?: boolean; inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'common.white' : 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <VerifiedOutlined sx={{ fontSize: 30, color: inverted ? 'secondary.light' : 'secondary.main' }} aria-hidden />
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em' }}>
          QuoteCheck
        </Box>
        {tagline && (
          <Box
            component="span"
            sx={{ fontSize: '0.75rem', fontWeight: 500, color: inverted ? 'grey.300' : 'text.secondary', mt: 0.25 }}
          >
            Check your quote before you sign
          </Box>
        )}
      </Box>
    </Box>
  );
}
