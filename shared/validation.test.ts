import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAX_UNITS_PER_QUOTE,
  PASSWORD_MAX_LENGTH,
  PROJECT_ADDRESS_MAX_LENGTH,
  SCOPE_MAX_LENGTH,
  SCOPE_OF_WORK_MAX_LENGTH,
  VENDOR_MAX_LENGTH,
} from '@shared/limits.js';
import {
  chatMessageSchema,
  FIELD_MESSAGES,
  firstIssue,
  loginSchema,
  signupSchema,
  updateScopeSchema,
  uploadCompleteSchema,
  uploadUrlSchema,
} from '@shared/validation.js';

type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: Parameters<typeof firstIssue>[0] };
};

function problem(schema: Schema, value: unknown): string | undefined {
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

  it('caps the e-mail, the password and the name', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(problem(signupSchema, { email: `${long(EMAIL_MAX_LENGTH)}@b.co`, password: 'secret' })).toBe(
      'Email is too long',
    );
    expect(problem(signupSchema, { email: 'a@b.co', password: long(PASSWORD_MAX_LENGTH + 1) })).toBe(
      'Password is too long',
    );
    expect(
      problem(signupSchema, { email: 'a@b.co', password: 'secret', fullName: long(FULL_NAME_MAX_LENGTH + 1) }),
    ).toBe(`Full name must be ${FULL_NAME_MAX_LENGTH} characters or less`);
    expect(problem(signupSchema, { email: '   ', password: 'secret' })).toBe('Email is required');
  });

  it("answers other shapes with zod's English messages", () => {
    expect(problem(signupSchema, [])).toBe('Invalid input: expected object, received array');
    expect(problem(signupSchema, { email: 'a@b.co', password: 'secret', fullName: 5 })).toBe(
      'Invalid input: expected string, received number',
    );
  });
});

describe('loginSchema', () => {
  it('needs both fields but no minimum password length', () => {
    expect(problem(loginSchema, { email: 'a@b.co' })).toBe('Password is required');
    expect(problem(loginSchema, { email: 'a@b.co', password: '1' })).toBeUndefined();
  });
});

describe('updateScopeSchema (PATCH /api/quotes/{id}/update-scope)', () => {
  const long = (n: number) => 'x'.repeat(n);

  it.each([
    [{ vendor: '  ' }, FIELD_MESSAGES.vendorEmpty],
    [{ vendor: 5 }, FIELD_MESSAGES.vendorEmpty],
    [{ vendor: long(VENDOR_MAX_LENGTH + 1) }, FIELD_MESSAGES.vendorTooLong],
    [{ totalCost: '0' }, FIELD_MESSAGES.price],
    [{ totalCost: '-5' }, FIELD_MESSAGES.price],
    [{ totalCost: '12.345' }, FIELD_MESSAGES.price],
    [{ totalCost: '100000000' }, FIELD_MESSAGES.price],
    [{ totalCost: null }, FIELD_MESSAGES.price],
    [{ zipCode: '3310' }, FIELD_MESSAGES.zip],
    [{ zipCode: 33101 }, FIELD_MESSAGES.zip],
    [{ customerZip: '331011' }, FIELD_MESSAGES.zip],
    [{ quantities: '8 windows' }, FIELD_MESSAGES.quantities],
    [{ quantities: '1000 windows, 1 doors' }, FIELD_MESSAGES.quantities],
    [{ quantities: `${MAX_UNITS_PER_QUOTE} windows, 1 doors` }, FIELD_MESSAGES.quantities],
    [{ quantities: 8 }, FIELD_MESSAGES.quantities],
    [{ scope: ' ' }, FIELD_MESSAGES.scopeEmpty],
    [{ scope: long(SCOPE_MAX_LENGTH + 1) }, FIELD_MESSAGES.scopeTooLong],
    [{ projectAddress: long(PROJECT_ADDRESS_MAX_LENGTH + 1) }, FIELD_MESSAGES.addressTooLong],
    [{ scopeOfWork: long(SCOPE_OF_WORK_MAX_LENGTH + 1) }, FIELD_MESSAGES.scopeOfWorkTooLong],
    [{}, FIELD_MESSAGES.nothing],
    [{ vendor: undefined }, FIELD_MESSAGES.nothing],
    [{ price: '12' }, FIELD_MESSAGES.nothing],
    [{ vendor: 'Acme', colour: 'red' }, FIELD_MESSAGES.nothing],
  ])('refuses %j: %s', (body, message) => {
    expect(problem(updateScopeSchema, body)).toBe(message);
  });

  it('normalises a price to dollars and cents: $ signs, commas and spaces go', () => {
    const price = (totalCost: unknown) => updateScopeSchema.parse({ totalCost }).totalCost;
    expect(price('$12,500.5')).toBe('12500.50');
    expect(price(' 12 500 ')).toBe('12500.00');
    expect(price('99999999.99')).toBe('99999999.99');
    expect(price(12500.5)).toBe('12500.50');
    expect(price(0.01)).toBe('0.01');
  });

  it('normalises quantities to "N windows, M doors" (one in the singular) up to the limit of units', () => {
    const quantities = (value: string) => updateScopeSchema.parse({ quantities: value }).quantities;
    expect(quantities(' 8 Windows,1 door ')).toBe('8 windows, 1 door');
    expect(quantities('1 window, 0 doors')).toBe('1 window, 0 doors');
    expect(quantities('1 windows, 1 doors')).toBe('1 window, 1 door');
    expect(quantities(`${MAX_UNITS_PER_QUOTE - 1} windows, 1 doors`)).toBe(
      `${MAX_UNITS_PER_QUOTE - 1} windows, 1 door`,
    );
  });

  it('trims text and ZIP codes, and keeps only the fields sent', () => {
    expect(
      updateScopeSchema.parse({
        vendor: ' Acme Windows ',
        zipCode: ' 33101 ',
        customerZip: '33102',
        projectAddress: ' ',
      }),
    ).toEqual({ vendor: 'Acme Windows', zipCode: '33101', customerZip: '33102', projectAddress: '' });
  });
});

describe('chatMessageSchema', () => {
  it('trims the message and refuses a blank or too long one', () => {
    expect(chatMessageSchema.parse({ message: '  What about permits? ' })).toEqual({ message: 'What about permits?' });
    expect(problem(chatMessageSchema, { message: '   ' })).toBe(FIELD_MESSAGES.chatBlank);
    expect(problem(chatMessageSchema, {})).toBe(FIELD_MESSAGES.chatBlank);
    expect(problem(chatMessageSchema, { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toBe(
      FIELD_MESSAGES.chatTooLong,
    );
  });
});

describe('presigned uploads (POST /api/quotes/upload-url, upload-complete)', () => {
  it('takes an optional file name and size', () => {
    expect(uploadUrlSchema.parse({})).toEqual({});
    expect(uploadUrlSchema.parse({ fileName: 'quote.pdf', size: 0, other: 1 })).toEqual({
      fileName: 'quote.pdf',
      size: 0,
    });
  });

  it("refuses a long name, a negative or fractional size with zod's English messages", () => {
    expect(problem(uploadUrlSchema, { fileName: 'x'.repeat(501) })).toBe(
      'Too big: expected string to have <=500 characters',
    );
    expect(problem(uploadUrlSchema, { size: -1 })).toBe('Too small: expected number to be >=0');
    expect(problem(uploadUrlSchema, { size: 1.5 })).toBe('Invalid input: expected int, received number');
    expect(problem(uploadUrlSchema, { size: '5' })).toBe('Invalid input: expected number, received string');
  });

  it('needs the id of the upload', () => {
    expect(uploadCompleteSchema.parse({ uploadId: 'abcdefghijklmnop', fileName: 'q.pdf' })).toEqual({
      uploadId: 'abcdefghijklmnop',
      fileName: 'q.pdf',
    });
    expect(problem(uploadCompleteSchema, { uploadId: '../x' })).toBe('Invalid quote id');
    expect(problem(uploadCompleteSchema, {})).toBe('Invalid input: expected string, received undefined');
  });
});

describe('chatMessageSchema: a tapped button’s action', () => {
  it('takes the figures check and a field’s choice, and refuses anything else with one clear message', () => {
    expect(
      chatMessageSchema.parse({ message: 'Fix it', action: { kind: 'confirm-fields', answer: 'fix' } }).action,
    ).toEqual({ kind: 'confirm-fields', answer: 'fix' });
    expect(
      chatMessageSchema.parse({ message: 'Neither', action: { kind: 'choose', field: 'totalCost', value: null } })
        .action,
    ).toEqual({ kind: 'choose', field: 'totalCost', value: null });
    for (const action of [
      { kind: 'confirm-fields', answer: 'maybe' },
      { kind: 'choose', field: 'quantities', value: '9 windows, 0 doors' },
      { kind: 'choose', field: 'totalCost', value: 12 },
      { kind: 'delete' },
      { kind: 'confirm-fields', answer: 'yes', extra: 1 },
    ]) {
      const parsed = chatMessageSchema.safeParse({ message: 'x', action });
      expect(parsed.success, JSON.stringify(action)).toBe(false);
      expect(firstIssue(parsed.error!)).toBe(FIELD_MESSAGES.chatAction);
    }
  });
});
