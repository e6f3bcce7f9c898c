import type { ForgotPasswordRequest, ResetPasswordRequest } from '@shared/validation';
import { api } from '@/lib/api-client';

/** Asks for a code by e-mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<string> {
  const { message } = await api.post<{ message: string }>('/api/auth/forgot-password', body, {
    errorMessage: 'Could not send a code',
  });
  return message;
}

/** Sets the new password with the code from the e-mail. */
export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  const { message } = await api.post<{ message: string }>('/api/auth/reset-password', body, {
    errorMessage: 'Could not change the password',
  });
  return message;
}
