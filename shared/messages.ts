/** Error texts the server answers with ({error: "..."}). */
export const ERRORS = {
  notSignedIn: 'Please sign in to continue',
  notAllowed: 'You do not have access to this resource',
  notFound: 'Not found',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invalidJson: 'Request body must be valid JSON',
  internal: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again shortly.',
  paymentsNotConfigured: 'Payments are not configured',
  invalidSignature: 'Invalid signature',
} as const;
