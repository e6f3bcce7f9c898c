import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';

export function NotFoundRoute() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ py: 3, display: 'flex', justifyContent: 'center' }}>
        <Logo />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', pb: 12 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main' }}>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
            Sorry, the page you are looking for does not exist.
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Go to the homepage
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
