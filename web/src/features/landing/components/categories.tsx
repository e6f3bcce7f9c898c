import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Section } from './section';

const CATEGORIES = [
  { name: 'Windows & Doors', text: 'Replacement windows, entry and patio doors.', available: true },
  { name: 'Roofing', text: 'Shingle, tile and metal roofs.', available: false },
  { name: 'HVAC', text: 'Heating and cooling systems.', available: false },
  { name: 'Plumbing', text: 'Repiping, water heaters and fixtures.', available: false },
];

export function Categories() {
  return (
    <Section title="What We Check" intro="We start with windows and doors, where quotes vary the most.">
      <Grid container spacing={2.5}>
        {CATEGORIES.map((c) => (
          <Grid key={c.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper
              variant="outlined"
              sx={{
                p: 3,
                height: '100%',
                borderColor: c.available ? 'secondary.main' : 'divider',
                bgcolor: c.available ? 'background.paper' : 'transparent',
                borderWidth: c.available ? 2 : 1,
              }}
            >
              <Chip
                size="small"
                label={c.available ? 'Available now' : 'Coming soon'}
                color={c.available ? 'secondary' : 'default'}
                sx={{ mb: 1.5 }}
              />
              <Typography variant="h5" component="h3">
                {c.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {c.text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
