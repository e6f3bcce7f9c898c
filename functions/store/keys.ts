/** Key builders for the single table; docs/data-model.md lists the access pattern each serves. */
export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  statsTotals: () => ({ pk: 'STATS', sk: 'TOTALS' }),
  statsDay: (day: string) => ({ pk: 'STATS', sk: `DAY#${day}` }),
  guest: (guestId: string) => ({ pk: `GUEST#${guestId}`, sk: 'GUEST' }),
  revokedSession: (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'REVOKED' }),
  /** Every session of a user signed in before a time is ended (a password reset). */
  userSessionsEnded: (sub: string) => ({ pk: `SESSIONSOF#${sub}`, sk: 'ENDED' }),
  /** Attempts counted for a key (a hash: never an e-mail in clear) in one window. */
  attempts: (keyHash: string, windowStart: number) => ({ pk: `ATTEMPTS#${keyHash}`, sk: `WINDOW#${windowStart}` }),
  freeAnalysesByIp: (ip: string, day: string) => ({ pk: `FREEIP#${ip}`, sk: `DAY#${day}` }),
  ledgerEntry: (userId: string, at: string, entryId: string) => ({
    pk: `USER#${userId}`,
    sk: `LEDGER#${at}#${entryId}`,
  }),
  payment: (paymentIntentId: string) => ({ pk: `PAYMENT#${paymentIntentId}`, sk: 'PAYMENT' }),
  /** A share link, found by its token (the public view). */
  share: (token: string) => ({ pk: `SHARE#${token}`, sk: 'SHARE' }),
  /** The same link listed under its quote, while it is not revoked. */
  quoteShare: (quoteId: string, token: string) => ({ pk: `QUOTE#${quoteId}`, sk: `SHARE#${token}` }),
  /** The version of a quote's list of links, bumped by every new link (the cap on active links holds under races). */
  quoteSharesVersion: (quoteId: string) => ({ pk: `QUOTE#${quoteId}`, sk: 'SHARES' }),
};

/** Partition values of the byKind index: admin lists by date. */
export const KIND = { quotes: 'QUOTES', users: 'USERS' } as const;

export function sortableId(createdAt: string, id: string): string {
  return `${createdAt}#${id}`;
}

/**
 * The byOwner sort keys of quotes (`<createdAt>#<quoteId>`) start with the ISO time, a digit: a
 * user's quotes are the keys in this range. Anything else once written under an owner key (payments
 * carried `PAY#<at>` before they left the index) starts with a letter and falls outside it.
 */
export const OWNER_QUOTE_KEYS = { from: '0', to: '9\uffff' } as const;

export const quoteKey = (quoteId: string) => ({ pk: `QUOTE#${quoteId}`, sk: 'QUOTE' });
