/** What a quote store reports when a write could not land; the domain decides what each means for the caller. */
import { namedError } from '../lib/errors.js';

export class QuoteMissingError extends namedError('QuoteMissingError') {}

export class QuoteExistsError extends namedError('QuoteExistsError') {}

/** A conditional write found the quote changed meanwhile (another status, another revision): decide again. */
export class QuoteStatusChangedError extends namedError('QuoteStatusChangedError') {}

/** The payment's condition failed (someone spent the same credit or free analysis first): decide again. */
export class ChargeChangedError extends namedError('ChargeChangedError') {}

/** The uploader's address has used its free analyses for today. */
export class FreeAnalysisCapError extends namedError('FreeAnalysisCapError') {}
