/** The quote type's label, one definition for the server and the web app (shared/quote-types.ts). */
export { quoteTypeLabel } from '@shared/quote-types';
