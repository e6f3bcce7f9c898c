import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function QuotesEmptyState() {
  return (
    <Card>
      <CardContent sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <DescriptionOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h4" component="h2" sx={{ mt: 1.5 }}>
          No quotes yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          Upload a windows or doors quote to get your 10-point analysis and a score out of 100.
        </Typography>
      </CardContent>
    </Card>
  );
}
