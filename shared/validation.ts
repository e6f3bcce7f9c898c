import { z } from 'zod';
import { ZIP5 } from '@shared/zip.js';
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

/** Spec section 5: the quote fields a homeowner may correct (PATCH /api/quotes/{id}/update-scope). */
export const FIELD_MESSAGES = {
  vendorEmpty: 'Vendor name cannot be empty',
  vendorTooLong: `Vendor name must be ${VENDOR_MAX_LENGTH} characters or less`,
  price: 'Price must be a number greater than zero',
  zip: 'ZIP code must be exactly 5 digits',
  quantities: "Quantities must be whole numbers, e.g. '8 windows, 1 doors'",
  scopeEmpty: 'Scope description cannot be empty',
  scopeTooLong: `Scope must be ${SCOPE_MAX_LENGTH} characters or less`,
  addressTooLong: `Project address must be ${PROJECT_ADDRESS_MAX_LENGTH} characters or less`,
  scopeOfWorkTooLong: `Scope of work must be ${SCOPE_OF_WORK_MAX_LENGTH} characters or less`,
  nothing:
    'Nothing to update: send one of vendor, totalCost, zipCode, quantities, scope, projectAddress, scopeOfWork or customerZip',
  chatBlank: 'Message cannot be empty',
  chatTooLong: `Message must be ${CHAT_MESSAGE_MAX_LENGTH} characters or less`,
} as const;

const zip = z.string({ error: FIELD_MESSAGES.zip }).trim().regex(ZIP5, FIELD_MESSAGES.zip);

/** "$12,500.5" → "12500.50"; the value sent has $ and commas stripped. */
const price = z
  .union([z.string(), z.number()], { error: FIELD_MESSAGES.price })
  .transform((v) => String(v).replace(/[$,\s]/g, ''))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) < 100_000_000, FIELD_MESSAGES.price)
  .transform((v) => Number(v).toFixed(2));

/** "8 windows, 1 doors" (what the two numeric inputs save). */
const quantities = z
  .string({ error: FIELD_MESSAGES.quantities })
  .trim()
  .regex(/^\d{1,3}\s+windows?,\s*\d{1,3}\s+doors?$/i, FIELD_MESSAGES.quantities)
  .transform((v) => {
    const [w, d] = v.match(/\d+/g)!.map(Number);
    return { windows: w!, doors: d! };
  })
  .refine((q) => q.windows + q.doors <= MAX_UNITS_PER_QUOTE, FIELD_MESSAGES.quantities)
  .transform((q) => `${q.windows} windows, ${q.doors} doors`);

export const updateScopeSchema = z
  .strictObject(
    {
      vendor: z
        .string({ error: FIELD_MESSAGES.vendorEmpty })
        .trim()
        .min(1, FIELD_MESSAGES.vendorEmpty)
        .max(VENDOR_MAX_LENGTH, FIELD_MESSAGES.vendorTooLong),
      totalCost: price,
      zipCode: zip,
      customerZip: zip,
      quantities,
      scope: z
        .string({ error: FIELD_MESSAGES.scopeEmpty })
        .trim()
        .min(1, FIELD_MESSAGES.scopeEmpty)
        .max(SCOPE_MAX_LENGTH, FIELD_MESSAGES.scopeTooLong),
      projectAddress: z.string().trim().max(PROJECT_ADDRESS_MAX_LENGTH, FIELD_MESSAGES.addressTooLong),
      scopeOfWork: z.string().trim().max(SCOPE_OF_WORK_MAX_LENGTH, FIELD_MESSAGES.scopeOfWorkTooLong),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.nothing : undefined) },
  )
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), FIELD_MESSAGES.nothing);
export type UpdateScopeRequest = z.infer<typeof updateScopeSchema>;
export type EditableField = keyof UpdateScopeRequest;

export const chatMessageSchema = z.object({
  message: z
    .string({ error: FIELD_MESSAGES.chatBlank })
    .trim()
    .min(1, FIELD_MESSAGES.chatBlank)
    .max(CHAT_MESSAGE_MAX_LENGTH, FIELD_MESSAGES.chatTooLong),
});

/** The first validation message of a failed parse, for {error: "..."} answers and toasts. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** POST /api/quotes/upload-url: the file's name and size, when the browser knows them. */
export const uploadUrlSchema = z.object({
  fileName: z.string().max(500).optional(),
  size: z.number().int().nonnegative().optional(),
});

/** POST /api/quotes/upload-complete: the upload id the presigned form used. */
export const uploadCompleteSchema = z.object({ uploadId: quoteIdSchema, fileName: z.string().max(500).optional() });
