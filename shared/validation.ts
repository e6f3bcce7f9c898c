import * as z from '@shared/zod.js';
import { ZIP5 } from '@shared/zip.js';
import { quantitiesText } from '@shared/text.js';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  MAX_UNITS_PER_QUOTE,
  PROJECT_ADDRESS_MAX_LENGTH,
  SCOPE_MAX_LENGTH,
  SCOPE_OF_WORK_MAX_LENGTH,
  VENDOR_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@shared/limits.js';

/** Request schemas (spec section 5). The server enforces them; the web reuses them for early feedback. */
const email = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Email is required'),
      z.maxLength(EMAIL_MAX_LENGTH, 'Email is too long'),
    ),
  z.email('Please enter a valid email address'),
);

const password = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long'));

export const quoteIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid quote id'));

export const signupSchema = z.object({
  email,
  password: password.check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  ),
  fullName: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(FULL_NAME_MAX_LENGTH, `Full name must be ${FULL_NAME_MAX_LENGTH} characters or less`),
        ),
      z.transform((v: string) => v || undefined),
    ),
  ),
  quoteId: z.optional(quoteIdSchema),
});
export type SignupRequest = z.infer<typeof signupSchema>;

export const loginSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/auth/forgot-password: where to send a code. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the code from the e-mail and the new password (the sign-up rule). */
export const resetPasswordSchema = z.object({
  email,
  code: z.pipe(
    z.string({ error: 'Code is required' }).check(z.trim()),
    z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail')),
  ),
  password: signupSchema.shape.password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The longest file name an upload may declare; the stored name is cleaned and shortened (quotes/upload-rules.ts). */
const fileName = z.optional(z.string().check(z.maxLength(500)));

/** POST /api/quotes/upload-url: the file the browser is about to send. */
export const uploadUrlSchema = z.object({
  fileName,
  size: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** POST /api/quotes/upload-complete: the presigned upload that has arrived. */
export const uploadCompleteSchema = z.object({ uploadId: quoteIdSchema, fileName });

/** Spec section 5: the quote fields a homeowner may correct (PATCH /api/quotes/{id}/update-scope). */
export const FIELD_MESSAGES = {
  vendorEmpty: 'Vendor name cannot be empty',
  vendorTooLong: `Vendor name must be ${VENDOR_MAX_LENGTH} characters or less`,
  price: 'Price must be a number greater than zero',
  zip: 'ZIP code must be exactly 5 digits',
  quantities: "Quantities must be whole numbers, e.g. '8 windows, 1 door'",
  scopeEmpty: 'Scope description cannot be empty',
  scopeTooLong: `Scope must be ${SCOPE_MAX_LENGTH} characters or less`,
  addressTooLong: `Project address must be ${PROJECT_ADDRESS_MAX_LENGTH} characters or less`,
  scopeOfWorkTooLong: `Scope of work must be ${SCOPE_OF_WORK_MAX_LENGTH} characters or less`,
  nothing:
    'Nothing to update: send one of vendor, totalCost, zipCode, quantities, scope, projectAddress, scopeOfWork or customerZip',
  chatBlank: 'Message cannot be empty',
  chatTooLong: `Message must be ${CHAT_MESSAGE_MAX_LENGTH} characters or less`,
  chatAction: 'Unknown button action',
} as const;

const zip = z.string({ error: FIELD_MESSAGES.zip }).check(z.trim(), z.regex(ZIP5, FIELD_MESSAGES.zip));

/** "$12,500.5" → "12500.50"; the value sent has $ and commas stripped. */
const price = z.pipe(
  z
    .pipe(
      z.union([z.string(), z.number()], { error: FIELD_MESSAGES.price }),
      z.transform((v: string | number) => String(v).replace(/[$,\s]/g, '')),
    )
    .check(
      z.refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) < 100_000_000, FIELD_MESSAGES.price),
    ),
  z.transform((v: string) => Number(v).toFixed(2)),
);

/** "8 windows, 1 door" (what the two numeric inputs save; "1 doors" is read too). */
const quantities = z.pipe(
  z
    .pipe(
      z
        .string({ error: FIELD_MESSAGES.quantities })
        .check(z.trim(), z.regex(/^\d{1,3}\s+windows?,\s*\d{1,3}\s+doors?$/i, FIELD_MESSAGES.quantities)),
      z.transform((v: string) => {
        const [w, d] = v.match(/\d+/g)!.map(Number);
        return { windows: w!, doors: d! };
      }),
    )
    .check(z.refine((q) => q.windows + q.doors <= MAX_UNITS_PER_QUOTE, FIELD_MESSAGES.quantities)),
  z.transform((q: { windows: number; doors: number }) => quantitiesText(q.windows, q.doors)),
);

export const updateScopeSchema = z
  .partial(
    z.strictObject(
      {
        vendor: z
          .string({ error: FIELD_MESSAGES.vendorEmpty })
          .check(
            z.trim(),
            z.minLength(1, FIELD_MESSAGES.vendorEmpty),
            z.maxLength(VENDOR_MAX_LENGTH, FIELD_MESSAGES.vendorTooLong),
          ),
        totalCost: price,
        zipCode: zip,
        customerZip: zip,
        quantities,
        scope: z
          .string({ error: FIELD_MESSAGES.scopeEmpty })
          .check(
            z.trim(),
            z.minLength(1, FIELD_MESSAGES.scopeEmpty),
            z.maxLength(SCOPE_MAX_LENGTH, FIELD_MESSAGES.scopeTooLong),
          ),
        projectAddress: z
          .string()
          .check(z.trim(), z.maxLength(PROJECT_ADDRESS_MAX_LENGTH, FIELD_MESSAGES.addressTooLong)),
        scopeOfWork: z
          .string()
          .check(z.trim(), z.maxLength(SCOPE_OF_WORK_MAX_LENGTH, FIELD_MESSAGES.scopeOfWorkTooLong)),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.nothing : undefined) },
    ),
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), FIELD_MESSAGES.nothing));
export type UpdateScopeRequest = z.infer<typeof updateScopeSchema>;
export type EditableField = keyof UpdateScopeRequest;

export const chatMessageSchema = z.object({
  message: z
    .string({ error: FIELD_MESSAGES.chatBlank })
    .check(
      z.trim(),
      z.minLength(1, FIELD_MESSAGES.chatBlank),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, FIELD_MESSAGES.chatTooLong),
    ),
  /** A tapped button's action (shared/types.ts ChatAction); the message is its label. */
  action: z.optional(
    z.discriminatedUnion(
      'kind',
      [
        z.strictObject(
          { kind: z.literal('confirm-fields'), answer: z.enum(['yes', 'fix'], { error: FIELD_MESSAGES.chatAction }) },
          { error: FIELD_MESSAGES.chatAction },
        ),
        z.strictObject(
          {
            kind: z.literal('choose'),
            field: z.enum(['vendor', 'totalCost', 'zipCode'], { error: FIELD_MESSAGES.chatAction }),
            value: z.nullable(
              z.string({ error: FIELD_MESSAGES.chatAction }).check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
            ),
          },
          { error: FIELD_MESSAGES.chatAction },
        ),
      ],
      { error: FIELD_MESSAGES.chatAction },
    ),
  ),
});

/** The first validation message of a failed parse, for {error: "..."} answers and toasts. */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
