import { describe, expect, it } from 'vitest';
import { firstIssue, loginSchema, signupSchema } from '@shared/validation.js';

function problem(schema: typeof signupSchema | typeof loginSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssue(result.error);
}

describe('signupSchema', () => {
  it('normalises the e-mail and trims the optional name', () => {
    expect(signupSchema.parse({ email: '  Dana@Example.COM ', password: 'secret', fullName: '  Dana  ' })).toEqual({
      email: 'dana@example.com',
      password: 'secret',
      fullName: 'Dana',
    });
    expect(signupSchema.parse({ email: 'a@b.co', password: 'secret', fullName: '   ' }).fullName).toBeUndefined();
  });

  it('requires a password of at least 6 characters', () => {
    expect(problem(signupSchema, { email: 'a@b.co', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(problem(signupSchema, { email: 'a@b.co', password: '123456' })).toBeUndefined();
  });

  it('rejects a missing or malformed e-mail and a malformed quote id', () => {
    expect(problem(signupSchema, { password: 'secret' })).toBe('Email is required');
    expect(problem(signupSchema, { email: 'nope', password: 'secret' })).toBe('Please enter a valid email address');
    expect(problem(signupSchema, { email: 'a@b.co', password: 'secret', quoteId: '../x' })).toBe('Invalid quote id');
  });
});

describe('loginSchema', () => {
  it('needs both fields but no minimum password length', () => {
    expect(problem(loginSchema, { email: 'a@b.co' })).toBe('Password is required');
    expect(problem(loginSchema, { email: 'a@b.co', password: '1' })).toBeUndefined();
  });
});
