import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Section } from './section';

const STEPS = [
  {
    icon: UploadFileOutlined,
    title: 'Upload Quote',
    text: 'Send us a PDF or a photo of your contractor’s quote. Personal information is removed as it arrives.',
  },
  {
    icon: FactCheckOutlined,
    title: 'Expert Analysis',
    text: 'We check pricing against local benchmarks, plus warranty, permits, materials, payment terms and more: 10 points in all.',
  },
  {
    icon: HandshakeOutlined,
    title: 'Peace of Mind',
    text: 'Get a score out of 100, see what to ask your contractor, and talk it through in the Expert Chat.',
  },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How It Works" intro="Three steps, about five minutes." tone="paper">
      <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    mb: 2,
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography variant="overline" component="p" color="secondary.dark" sx={{ fontWeight: 700 }}>
                  Step {index + 1}
                </Typography>
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
