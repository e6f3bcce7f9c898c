import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { firstIssue, loginSchema, quoteIdSchema } from '@shared/validation';
import { useToast } from '@/components/ui/toast/toast-context';
import { assignQuoteToUser } from '../api/assign-quote';
import { useLogin } from '../api/login';
import { REDIRECT_AFTER_AUTH_MS, authPath, pathAfterAuth } from '../lib/redirect';

export function LoginForm() {
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const navigate = useNavigate();
  const { toast } = useToast();
  const { login, isPending: isSigningIn } = useLogin();
  const [isAssigning, setAssigning] = useState(false);
  const isPending = isSigningIn || isAssigning;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      toast({ title: 'Error', description: firstIssue(parsed.error), variant: 'error' });
      return;
    }
    try {
      await login(parsed.data);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Please try again';
      toast({ title: 'Login failed', description: message, variant: 'error' });
      return;
    }
    // Save the guest quote the visitor came from to the account (signup does this on the server).
    if (quoteId && quoteIdSchema.safeParse(quoteId).success) {
      setAssigning(true);
      await assignQuoteToUser(quoteId);
      setAssigning(false);
    }
    toast({ title: 'Welcome back!', variant: 'success' });
    redirectTimer.current = setTimeout(() => navigate(pathAfterAuth(quoteId)), REDIRECT_AFTER_AUTH_MS);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isPending} fullWidth>
        {isPending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={authPath('signup', quoteId)}>
          Create an account
        </Link>
      </Typography>
    </Stack>
  );
}
