import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { firstIssue, forgotPasswordSchema, resetPasswordSchema } from '@shared/validation';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { authPath } from '../lib/redirect';
import { CredentialField } from './auth-form';

type Step = 'email' | 'code' | 'done';

/**
 * Forgot password: the e-mail (a code is sent if it has an account), then the code and a new
 * password, then "Password changed" and the way back to sign in.
 */
export function ForgotPasswordForm() {
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Please try again');
    } finally {
      setPending(false);
    }
  }

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    void run(async () => {
      setNotice(await requestPasswordReset(parsed.data));
      setStep('code');
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ email, code, password });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    void run(async () => {
      setNotice(await resetPassword(parsed.data));
      setStep('done');
    });
  };

  const signIn = authPath('login', quoteId);
  if (step === 'done')
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          <AlertTitle sx={{ fontWeight: 700 }}>{notice}</AlertTitle>
          You can sign in with your new password.
        </Alert>
        <Button component={RouterLink} to={signIn} variant="contained" size="large" fullWidth>
          Sign In
        </Button>
      </Stack>
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={step === 'email' ? sendCode : changePassword}
      spacing={2.5}
      aria-label="Reset password"
    >
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <CredentialField kind="email" value={email} onChange={setEmail} autoFocus={step === 'email'} />
      {step === 'code' && (
        <>
          <TextField
            label="Code from the e-mail"
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <TextField
            label="New password"
            name="new-password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            required
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {step === 'email' ? (pending ? 'Sending...' : 'Send Code') : pending ? 'Changing...' : 'Change Password'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {step === 'code' && (
          <>
            <Link component="button" type="button" onClick={() => sendCode()} disabled={pending}>
              Send a new code
            </Link>
            {' · '}
          </>
        )}
        <Link component={RouterLink} to={signIn}>
          Back to sign in
        </Link>
      </Typography>
    </Stack>
  );
}
