import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Section } from './section';

const FIGURES = [
  { value: '15-20%', label: 'average savings' },
  { value: '$3,000-$8,000', label: 'typical savings per project' },
  { value: '10 points', label: 'checked on every quote' },
];

export function About() {
  return (
    <Section id="about" title="About Us" tone="paper">
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" sx={{ mb: 2 }}>
            Replacing windows and doors is one of the largest checks a homeowner writes, and quotes for the same job can
            differ by thousands of dollars. Most people sign without a second opinion.
          </Typography>
          <Typography color="text.secondary">
            QuoteCheck gives you that second opinion. We read your quote, work out the scope of the project, and check
            it against local price benchmarks and industry standards: pricing, hurricane certification, energy
            efficiency, warranty, materials, removal and disposal, structural repairs, permits, finish work and payment
            terms. Homeowners who compare typically save 10-20%.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grid container spacing={2}>
            {FIGURES.map((f) => (
              <Grid key={f.label} size={{ xs: 12, sm: 4, md: 12 }}>
                <Paper
                  variant="outlined"
                  sx={{ p: 2.5, display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}
                >
                  <Typography component="span" sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'primary.main' }}>
                    {f.value}
                  </Typography>
                  <Typography component="span" color="text.secondary">
                    {f.label}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </Section>
  );
}
