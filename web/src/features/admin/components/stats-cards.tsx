import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminStats } from '@shared/types';
import { formatDollars, formatNumber } from '@/utils/format';

function StatCard({
  title,
  value,
  icon,
  detail,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
        </Box>
        <Typography sx={{ fontSize: '2rem', fontWeight: 800, mt: 1, lineHeight: 1.2 }}>{value}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function StatsCards({ stats }: { stats: AdminStats }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard title="Total Users" value={formatNumber(stats.totalUsers)} icon={<PeopleAltOutlined />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title="Total Quotes"
          value={formatNumber(stats.totalQuotes)}
          icon={<DescriptionOutlined />}
          detail={`Registered: ${formatNumber(stats.registeredQuotes)} · Guest: ${formatNumber(stats.guestQuotes)}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title="Total Revenue"
          value={formatDollars(stats.totalRevenue, '$0.00')}
          icon={<AttachMoneyOutlined />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard title="Quotes Today" value={formatNumber(stats.quotesToday)} icon={<TodayOutlined />} />
      </Grid>
    </Grid>
  );
}

export function StatsCardsSkeleton() {
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label="Loading statistics">
      {Array.from({ length: 4 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Skeleton width="50%" />
              <Skeleton width="40%" height={48} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
