import { useEffect, useRef } from 'react';
import type { Quote, User } from '@shared/types';
import { assignQuoteToUser } from '../api/quote-actions';

/**
 * A guest quote opened by a signed-in user is claimed for the account, once per quote. The server
 * only allows it from the browser that uploaded it; a refusal is only logged.
 */
export function useAssignGuestQuote(quote: Quote | undefined, user: User | null, onAssigned: (quote: Quote) => void) {
  const attempted = useRef<string | null>(null);
  const onAssignedRef = useRef(onAssigned);
  onAssignedRef.current = onAssigned;

  useEffect(() => {
    if (!quote || !user || !quote.isGuestQuote || quote.userId) return;
    if (attempted.current === quote.id) return;
    attempted.current = quote.id;
    assignQuoteToUser(quote.id)
      .then((assigned) => onAssignedRef.current(assigned))
      .catch((error: unknown) =>
        console.warn('Failed to assign quote to user', error instanceof Error ? error.message : error),
      );
  }, [quote, user]);
}
