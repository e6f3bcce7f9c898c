import { AdminUsersList } from '@/features/admin/components/admin-users-list';

export function AdminUsersRoute() {
  return <AdminUsersList />;
}
