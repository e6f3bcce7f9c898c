import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authPath } from '../lib/redirect';

type AuthPage = 'login' | 'signup';

/** The words of each form: its name, its button, and the line that leads to the other form. */
const PAGES: Record<
  AuthPage,
  { label: string; submit: string; pending: string; other: AuthPage; switchPrompt: string; switchLabel: string }
> = {
  login: {
    label: 'Sign in',
    submit: 'Sign In',
    pending: 'Signing In...',
    other: 'signup',
    switchPrompt: "Don't have an account?",
    switchLabel: 'Create an account',
  },
  signup: {
    label: 'Create account',
    submit: 'Create Account',
    pending: 'Creating Account...',
    other: 'login',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
};

interface AuthFormProps {
  page: AuthPage;
  /** The quote the visitor came from: the link to the other form keeps it. */
  quoteId: string | null;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The sign-in or sign-up form: its fields, the submit button and the link to the other form. */
export function AuthForm({ page, quoteId, isPending, onSubmit, children }: AuthFormProps) {
  const text = PAGES[page];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={text.label}>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={isPending} fullWidth>
        {isPending ? text.pending : text.submit}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {text.switchPrompt}{' '}
        <Link component={RouterLink} to={authPath(text.other, quoteId)}>
          {text.switchLabel}
        </Link>
      </Typography>
    </Stack>
  );
}

/** The e-mail, or the password (the one to sign in with, or a new one), as browsers fill them in. */
const CREDENTIALS = {
  email: { label: 'Email', type: 'email', name: 'email' },
  'current-password': { label: 'Password', type: 'password', name: 'password' },
  'new-password': { label: 'Password', type: 'password', name: 'password' },
} as const;

interface CredentialFieldProps {
  kind: keyof typeof CREDENTIALS;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  helperText?: string;
}

/** A required e-mail or password field. */
export function CredentialField({ kind, value, onChange, autoFocus, helperText }: CredentialFieldProps) {
  return (
    <TextField
      {...CREDENTIALS[kind]}
      autoComplete={kind}
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      helperText={helperText}
    />
  );
}
