import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.js';

/** Request schemas (spec section 5). The server enforces them; the web reuses them for early feedback. */
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

export const quoteIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid quote id');

export const signupSchema = z.object({
  email,
  password: password.min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  fullName: z
    .string()
    .trim()
    .max(FULL_NAME_MAX_LENGTH, `Full name must be ${FULL_NAME_MAX_LENGTH} characters or less`)
    .transform((v) => v || undefined)
    .optional(),
  quoteId: quoteIdSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupSchema>;

export const loginSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginSchema>;

/** The first validation message of a failed parse, for {error: "..."} answers and toasts. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
