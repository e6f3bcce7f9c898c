/** Where to go after signing in or up: the quote being looked at, else the user's quotes. */
export function pathAfterAuth(quoteId: string | null | undefined): string {
  const id = quoteId?.trim();
  return id ? `/analysis/${encodeURIComponent(id)}` : '/my-quotes';
}

/** A /login or /signup link that keeps the quote the visitor came from. */
export function authPath(page: 'login' | 'signup', quoteId: string | null | undefined): string {
  const id = quoteId?.trim();
  return id ? `/${page}?quote=${encodeURIComponent(id)}` : `/${page}`;
}

/** The spec's delay between the success toast and the redirect. */
export const REDIRECT_AFTER_AUTH_MS = 100;
