import { useState } from 'react';
import { loginSchema, quoteIdSchema } from '@shared/validation';
import { assignQuoteToUser } from '../api/assign-quote';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthForm, CredentialField } from './auth-form';

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
    </AuthForm>
  );
}
