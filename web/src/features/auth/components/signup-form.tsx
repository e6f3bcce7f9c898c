import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { firstIssue, quoteIdSchema, signupSchema } from '@shared/validation';
import { useToast } from '@/components/ui/toast/toast-context';
import { useSignup } from '../api/signup';
import { REDIRECT_AFTER_AUTH_MS, authPath, pathAfterAuth } from '../lib/redirect';

export function SignupForm() {
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const navigate = useNavigate();
  const { toast } = useToast();
  const { signup, isPending } = useSignup();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    // A malformed quote id in the link is not the visitor's mistake: sign up without it.
    const validQuoteId = quoteIdSchema.safeParse(quoteId).success ? (quoteId ?? undefined) : undefined;
    const parsed = signupSchema.safeParse({ email, password, fullName, quoteId: validQuoteId });
    if (!parsed.success) {
      toast({ title: 'Error', description: firstIssue(parsed.error), variant: 'error' });
      return;
    }
    try {
      await signup(parsed.data);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Please try again';
      toast({ title: 'Signup failed', description: message, variant: 'error' });
      return;
    }
    toast({ title: 'Account created!', variant: 'success' });
    redirectTimer.current = setTimeout(() => navigate(pathAfterAuth(quoteId)), REDIRECT_AFTER_AUTH_MS);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Create account">
      <TextField
        label="Full Name (optional)"
        name="fullName"
        autoComplete="name"
        autoFocus
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <Button type="submit" variant="contained" size="large" disabled={isPending} fullWidth>
        {isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={authPath('login', quoteId)}>
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}
