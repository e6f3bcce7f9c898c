import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password: a code by e-mail, then a new password. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Reset your password" subtitle="We will e-mail you a code to set a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
