import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { quoteIdSchema, signupSchema } from '@shared/validation';
import { useSignup } from '../api/signup';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthForm, CredentialField } from './auth-form';

export function SignupForm() {
  const signup = useSignup();
  const { quoteId, isPending, submit } = useAuthForm();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = () => {
    // A malformed quote id in the link is not the visitor's mistake: sign up without it.
    const validQuoteId = quoteIdSchema.safeParse(quoteId).success ? (quoteId ?? undefined) : undefined;
    void submit({
      parsed: signupSchema.safeParse({ email, password, fullName, quoteId: validQuoteId }),
      send: signup,
      failureTitle: 'Signup failed',
      successTitle: 'Account created!',
    });
  };

  return (
    <AuthForm page="signup" quoteId={quoteId} isPending={isPending} onSubmit={onSubmit}>
      <TextField
        label="Full Name (optional)"
        name="fullName"
        autoComplete="name"
        autoFocus
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <CredentialField kind="email" value={email} onChange={setEmail} />
      <CredentialField
        kind="new-password"
        value={password}
        onChange={setPassword}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
    </AuthForm>
  );
}
