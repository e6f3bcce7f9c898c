/**
 * Client configuration, read once at start. Only VITE_* variables reach the browser bundle,
 * so nothing secret belongs here.
 */
const DEFAULT_SUPPORT_EMAIL = 'support@quotecheck.app';

function readEmail(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    throw new Error(`VITE_SUPPORT_EMAIL is not an email address: ${trimmed}`);
  }
  return trimmed;
}

export const env = {
  /** The contact address shown on the landing page. */
  supportEmail: readEmail(import.meta.env.VITE_SUPPORT_EMAIL as string | undefined, DEFAULT_SUPPORT_EMAIL),
} as const;
