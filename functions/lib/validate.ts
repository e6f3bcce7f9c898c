import type * as z from '@shared/zod.js';
import { firstIssue } from '@shared/validation.js';
import { ValidationError } from './errors.js';

/** Parses a request body with a shared schema; the first problem becomes a 400 {error}. */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(firstIssue(result.error));
  return result.data;
}
