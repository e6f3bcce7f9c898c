/** Error texts the server answers with ({error: "..."}). */
export const ERRORS = {
  notSignedIn: 'Please sign in to continue',
  notAllowed: 'You do not have access to this resource',
  adminReadOnly: "Admins can view a homeowner's quote but not change it",
  notFound: 'Not found',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invalidJson: 'Request body must be valid JSON',
  internal: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again shortly.',
  paymentsNotConfigured: 'Payments are not configured',
  invalidSignature: 'Invalid signature',
  crossSite: 'Requests from other sites are not allowed',
  jsonOnly: 'The request body must be JSON (Content-Type: application/json)',
  multipartOrJsonOnly: 'The request body must be multipart/form-data or JSON',
} as const;

/** Forgot password (functions/accounts/password-reset.ts). */
export const PASSWORD_RESET = {
  codeSent: 'If an account exists for that e-mail, we sent a code.',
  changed: 'Password changed',
  badCode: 'That code is wrong or has expired. Check it, or ask for a new one.',
} as const;

/** Upload answers (spec sections 5 and 8). */
export const UPLOAD_ERRORS = {
  noFile: 'No file selected. Please select a file first.',
  emptyFile: 'The file is empty. Please upload a PDF or image of your quote.',
  invalidType: 'Invalid file type. Please upload a PDF or image file (JPEG, PNG, etc.)',
  tooLarge: 'File too large. Files must be smaller than 10MB. Please compress your file and try again.',
  uploadNotFound: 'Upload not found. Please upload the file again.',
  alreadyProcessed: 'This upload has already been processed.',
  notRetryable: 'Only a quote whose processing failed can be retried.',
  unsupportedNotRetryable:
    'Retrying cannot help: QuoteCheck checks windows and doors quotes only. Please upload a windows or doors quote.',
  fileNotRetryable:
    'Retrying cannot help: this file itself cannot be read. Please upload a new copy of your quote (a PDF or a clear photo).',
} as const;

export const UPLOAD_SUCCESS_MESSAGE = 'Quote uploaded successfully. Analysis has started.';
