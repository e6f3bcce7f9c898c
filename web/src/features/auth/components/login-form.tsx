import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { loginSchema, quoteIdSchema } from '@shared/validation';
import { assignQuoteToUser } from '../api/assign-quote';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthForm, CredentialField } from './auth-form';

/** /forgot-password with the e-mail typed so far and the quote the visitor came from. */
function forgotPasswordPath(email: string, quoteId: string | null): string {
  const query = new URLSearchParams();
  if (email.trim()) query.set('email', email.trim());
  if (quoteId) query.set('quote', quoteId);
  return `/forgot-password${query.size ? `?${query}` : ''}`;
}

export function LoginForm() {
  const login = useLogin();
  const { quoteId, isPending, submit } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = () =>
    void submit({
      parsed: loginSchema.safeParse({ email, password }),
      send: login,
      failureTitle: 'Login failed',
      // Save the guest quote the visitor came from to the account (signup does this on the server).
      afterSend: async () => {
        if (quoteId && quoteIdSchema.safeParse(quoteId).success) await assignQuoteToUser(quoteId);
      },
      successTitle: 'Welcome back!',
    });

  return (
    <AuthForm page="login" quoteId={quoteId} isPending={isPending} onSubmit={onSubmit}>
      <CredentialField kind="email" value={email} onChange={setEmail} autoFocus />
      <CredentialField kind="current-password" value={password} onChange={setPassword} />
      <Link
        component={RouterLink}
        to={forgotPasswordPath(email, quoteId)}
        variant="body2"
        sx={{ alignSelf: 'flex-end', mt: '8px !important' }}
      >
        Forgot password?
      </Link>
    </AuthForm>
  );
}
