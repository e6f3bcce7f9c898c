import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Section } from './section';

const TESTIMONIALS = [
  {
    text: 'The check showed our window quote had no hurricane certification listed and a price well above the local range. We asked for a revised quote and saved $4,200.',
    name: 'Maria G.',
    place: 'Homeowner, Miami, FL',
  },
  {
    text: 'I had three quotes and no idea how to compare them. The 10-point breakdown made it obvious which contractor had left out removal, permits and finish work.',
    name: 'David R.',
    place: 'Homeowner, Tampa, FL',
  },
  {
    text: 'Fifty cents for a second opinion on a $20,000 job was an easy decision. The chat answered the questions I was too embarrassed to ask the salesperson.',
    name: 'Karen L.',
    place: 'Homeowner, Orlando, FL',
  },
];

export function Testimonials() {
  return (
    <Section
      id="testimonials"
      title="What Homeowners Say"
      intro="Homeowners who compare typically save 10-20% on their project."
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TESTIMONIALS.map((t) => (
          <Grid key={t.name} size={{ xs: 12, md: 4 }} component="li">
            <Card component="figure" sx={{ height: '100%', m: 0 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3.5 }, display: 'flex', flexDirection: 'column', height: '100%' }}>
                <FormatQuoteRounded sx={{ fontSize: 36, color: 'secondary.main', mb: 1 }} aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                  {t.text}
                </Typography>
                <Typography component="figcaption" sx={{ mt: 2.5 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {t.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t.place}
                  </Typography>
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
