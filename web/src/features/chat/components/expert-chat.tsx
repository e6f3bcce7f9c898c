import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useMemo, useState } from 'react';
import { statusAllows } from '@shared/statuses';
import { IconHeading } from '@/components/ui/icon-heading';
import { useMessages } from '../api/messages';
import { useReanalyzingNotices } from '../hooks/use-reanalyzing-notices';
import { useSendMessage } from '../hooks/use-send-message';
import { useWaitingIndicator } from '../hooks/use-waiting-indicator';
import { chipAction, chipKey, conversationView } from '../lib/conversation';
import { emptyChat } from '../lib/empty-state';
import { BUTTONS_HEADING } from '../lib/quick-questions';
import { ChatInput } from './chat-input';
import { MessageLog } from './message-log';
import { QuickQuestionChips } from './quick-question-chips';

export interface ExpertChatProps {
  quoteId: string;
  /** The quote's status: it sets the polling pace and whether the input is shown. */
  status: string | undefined;
  /** An admin's view of someone else's quote: the conversation without the input or quick questions. */
  readOnly?: boolean;
  /** A failed quote that a retry can fix (the server's answer): the empty chat says what to do. */
  canRetry?: boolean;
  /** Called once per assistant message that says it is re-analyzing categories (short ids). */
  onReanalyzing?: (categories: string[], at: string) => void;
}

/**
 * The Expert Chat card (spec section 2): the conversation, quick-question chips for the latest
 * assistant message and, in scope, discussing and completed, an input. Messages are polled.
 */
export function ExpertChat({ quoteId, status, readOnly = false, canRetry, onReanalyzing }: ExpertChatProps) {
  const { data, error, isLoading, mutate } = useMessages(quoteId, status);
  const messages = useMemo(() => data ?? [], [data]);
  const [clicked, setClicked] = useState<ReadonlySet<string>>(() => new Set());
  const canWrite = !readOnly && statusAllows(status, 'chatInput');
  const canSend = !readOnly && statusAllows(status, 'chat');
  const { sending, send, optimistic } = useSendMessage({ quoteId, messages, mutate, canSend });
  const waiting = useWaitingIndicator(messages, sending);
  useReanalyzingNotices(data, onReanalyzing);

  const { shown, quickQuestions } = useMemo(() => conversationView(messages, clicked), [messages, clicked]);
  const rows = optimistic ? [...shown, optimistic] : shown;

  function onChip(question: string) {
    const messageId = quickQuestions.messageId;
    if (sending || !messageId) return;
    setClicked((previous) => new Set(previous).add(chipKey(messageId, question)));
    void send(question, chipAction(quickQuestions, question));
  }

  return (
    <Card component="section" aria-labelledby="expert-chat-title" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <IconHeading id="expert-chat-title" icon={ForumOutlined}>
          Expert Chat
        </IconHeading>

        <MessageLog
          messages={rows}
          loadingFirst={isLoading && !data}
          loadFailed={Boolean(error) && !data}
          sending={sending}
          waiting={waiting}
          empty={emptyChat(status, canRetry && !readOnly)}
        />

        {canSend && quickQuestions.chips.length > 0 && (
          <QuickQuestionChips
            questions={quickQuestions.chips}
            heading={BUTTONS_HEADING[quickQuestions.kind]}
            disabled={sending}
            onAsk={onChip}
          />
        )}

        {canWrite && <ChatInput canSend={canSend} sending={sending} onSend={(text) => void send(text)} />}
      </CardContent>
    </Card>
  );
}
