import { Outlet } from 'react-router-dom';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { RequireAdmin } from '@/features/auth/components/require-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

export function AdminRoot() {
  const signOut = useSignOut();
  return (
    <RequireAdmin>
      {(user) => (
        <AdminLayout user={user} onSignOut={() => void signOut()}>
          <Outlet />
        </AdminLayout>
      )}
    </RequireAdmin>
  );
}
