import { ERRORS } from '@shared/messages.js';

/** Domain errors carry the HTTP status they map to; everything else becomes a 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class NotSignedInError extends AppError {
  constructor(message: string = ERRORS.notSignedIn) {
    super(401, message);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, ERRORS.invalidCredentials);
  }
}

export class PaymentRequiredAppError extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}

export class ForbiddenError extends AppError {
  constructor() {
    super(403, ERRORS.notAllowed);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = ERRORS.notFound) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

/** Too many requests: answered 429 with Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * A base for an error told apart by its name, which survives minification: Step Functions matches a
 * Lambda's error by name, and the domain by class (`class QuoteMissingError extends namedError('QuoteMissingError') {}`).
 */
export function namedError<N extends string>(name: N) {
  return class extends Error {
    override name: N = name;
  };
}
