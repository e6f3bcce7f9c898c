import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/** A centred card with the logo above it, for the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ pt: { xs: 3, md: 8 }, pb: 3, display: 'flex', justifyContent: 'center' }}>
        <Logo tagline />
      </Box>
      <Container component="main" maxWidth="xs" sx={{ flexGrow: 1, pb: 8 }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h2" component="h1" sx={{ fontSize: '1.6rem', mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
