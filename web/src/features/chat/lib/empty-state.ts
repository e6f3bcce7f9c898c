/** What the chat shows before its first message. */
export interface EmptyChat {
  title: string;
  hint?: string;
}

const WAITING: EmptyChat = { title: 'Your analysis will appear here' };

/**
 * Before the analysis the chat promises it; after a failure no analysis is coming, so it says so and
 * what to do: retry when the server says a retry can fix the failure, else upload the quote again.
 */
export function emptyChat(status: string | undefined, canRetry: boolean | undefined): EmptyChat {
  if (status !== 'error') return WAITING;
  return {
    title: 'The analysis of this quote could not be completed.',
    hint: canRetry
      ? 'Press Retry Processing above to try again.'
      : 'The message above says why. To check a quote, upload a windows or doors quote as a readable PDF or photo.',
  };
}
