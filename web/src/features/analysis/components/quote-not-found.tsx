import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function QuoteNotFound({ id }: { id: string }) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SearchOffOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mt: 1.5 }}>
          Quote Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, overflowWrap: 'break-word' }}>
          The quote with ID {id} does not exist.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Return Home
        </Button>
      </CardContent>
    </Card>
  );
}
