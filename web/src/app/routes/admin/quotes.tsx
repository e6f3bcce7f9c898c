import { AdminQuotesList } from '@/features/admin/components/admin-quotes-list';

export function AdminQuotesRoute() {
  return <AdminQuotesList />;
}
