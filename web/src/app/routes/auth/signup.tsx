import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupRoute() {
  const [searchParams] = useSearchParams();
  const hasQuote = Boolean(searchParams.get('quote'));
  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        hasQuote
          ? 'Create a free account to save your quote analysis'
          : 'Keep all your quotes and analyses in one place.'
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
