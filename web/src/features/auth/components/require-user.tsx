import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { User } from '@shared/types';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useUser } from '../api/get-user';

interface GuardProps {
  /** Rendered with the signed-in user once the check passes. */
  children: (user: User) => ReactNode;
}

/** Shows the page to a signed-in user; sends everyone else to the homepage. */
export function RequireUser({ children }: GuardProps) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/" replace />;
  return children(user);
}

/**
 * Shows the page to the admin (the server decides the role from the admin e-mail address).
 * A signed-out visitor goes to /login; a signed-in user who is not the admin goes to the homepage.
 */
export function RequireAdmin({ children }: GuardProps) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return children(user);
}
