import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as z from '@shared/zod';
import { firstIssue } from '@shared/validation';
import { useToast } from '@/components/ui/toast/toast-context';
import { REDIRECT_AFTER_AUTH_MS, pathAfterAuth } from '../lib/redirect';

/** One submission of the sign-in or sign-up form. */
export interface AuthSubmission<T> {
  /** The fields as the shared schema reads them; the first problem shows in an Error toast. */
  parsed: z.core.util.SafeParseResult<T>;
  /** Sends the fields; a failure shows a toast with `failureTitle` and the server's message. */
  send: (data: T) => Promise<unknown>;
  failureTitle: string;
  /** What else to do once sent, before the success toast. */
  afterSend?: () => Promise<void>;
  successTitle: string;
}

/**
 * What the sign-in and sign-up forms share: the quote the visitor came from (`?quote=`), one
 * submission at a time, the toasts, and going on to the quote (or My Quotes) shortly after the
 * success toast.
 */
export function useAuthForm() {
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const navigate = useNavigate();
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function submit<T>({ parsed, send, failureTitle, afterSend, successTitle }: AuthSubmission<T>) {
    if (isPending) return;
    if (!parsed.success) {
      toast({ title: 'Error', description: firstIssue(parsed.error), variant: 'error' });
      return;
    }
    setPending(true);
    try {
      try {
        await send(parsed.data);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Please try again';
        toast({ title: failureTitle, description: message, variant: 'error' });
        return;
      }
      await afterSend?.();
    } finally {
      setPending(false);
    }
    toast({ title: successTitle, variant: 'success' });
    redirectTimer.current = setTimeout(() => navigate(pathAfterAuth(quoteId)), REDIRECT_AFTER_AUTH_MS);
  }

  return { quoteId, isPending, submit };
}
