/** Errors of the credit ledger and of paying for an analysis. */
import { namedError } from '../lib/errors.js';

export class UserNotFoundError extends namedError('UserNotFoundError') {}

/** Several writers raced for the same balance more often than the ledger retries. */
export class BalanceContendedError extends namedError('BalanceContendedError') {}

/** Nothing left to pay with: no free analysis and no credit. */
export class PaymentRequiredError extends namedError('PaymentRequiredError') {
  constructor(readonly guest: boolean) {
    super(
      guest
        ? 'Your free analysis is used. Create a free account to analyze more quotes.'
        : 'You are out of credits. Buy credits to analyze another quote.',
    );
  }
}

/** The quote was retried by someone else meanwhile, or is no longer a failed quote whose charge was returned. */
export class RetryRaceError extends namedError('RetryRaceError') {}
