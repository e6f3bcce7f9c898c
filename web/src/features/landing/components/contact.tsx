import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from './section';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, textAlign: 'center' }}>
        {icon}
        <Typography variant="h5" component="h3" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'break-word' }}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Contact({ email }: { email: string }) {
  const iconSx = { fontSize: 36, color: 'secondary.main' } as const;
  return (
    <Section
      id="contact"
      title="Get in Touch"
      intro="Questions about a quote or your account? We are happy to help."
      tone="paper"
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Item icon={<EmailOutlined sx={iconSx} aria-hidden />} title="Email us">
            <Link href={`mailto:${email}`}>{email}</Link>
          </Item>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Item icon={<ReplyOutlined sx={iconSx} aria-hidden />} title="Fast replies">
            We reply within 24 hours.
          </Item>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Item icon={<AccessTimeOutlined sx={iconSx} aria-hidden />} title="Support hours">
            Monday to Friday, 9 AM to 5 PM EST
          </Item>
        </Grid>
      </Grid>
    </Section>
  );
}
