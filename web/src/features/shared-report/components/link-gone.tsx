import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SHARE_LINK_TTL_DAYS } from '@shared/limits';

/** A shared link that the server does not serve (404): unknown, revoked or expired read the same. */
export function LinkGone() {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <LinkOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mt: 1.5 }}>
          This link has expired or was revoked
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          Shared reports work for {SHARE_LINK_TTL_DAYS} days, until their owner revokes them. Ask the person who sent it
          for a new link.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Check your own quote
        </Button>
      </CardContent>
    </Card>
  );
}
