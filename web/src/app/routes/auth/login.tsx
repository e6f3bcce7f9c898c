import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const hasQuote = Boolean(searchParams.get('quote'));
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={hasQuote ? 'Sign in to save your quote analysis.' : 'Sign in to see your quotes and analyses.'}
    >
      <LoginForm />
    </AuthLayout>
  );
}
