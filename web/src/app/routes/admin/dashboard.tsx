import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useAdminStats } from '@/features/admin/api/get-stats';
import { RecentQuotes } from '@/features/admin/components/recent-quotes';
import { StatsCards, StatsCardsSkeleton } from '@/features/admin/components/stats-cards';

export function AdminDashboardRoute() {
  const { data: stats, error, isLoading } = useAdminStats();
  if (isLoading) return <StatsCardsSkeleton />;
  if (error || !stats) {
    return (
      <Alert severity="error">
        <AlertTitle>Failed to fetch statistics</AlertTitle>
        {error instanceof Error ? error.message : null}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <StatsCards stats={stats} />
      <RecentQuotes quotes={stats.recentQuotes ?? []} />
    </Stack>
  );
}
