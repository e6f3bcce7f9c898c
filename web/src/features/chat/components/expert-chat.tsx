import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/limits';
import { CHAT_INPUT_STATUSES, CHAT_STATUSES, STILL_ANALYZING_MESSAGE, type QuoteStatus } from '@shared/statuses';
import type { ChatMessage } from '@shared/types';
import { IconHeading } from '@/components/ui/icon-heading';
import { useToast } from '@/components/ui/toast/toast-context';
import { mergeMessages, sendMessage, useMessages } from '../api/messages';
import { renderBold } from '@/utils/bold-text';
import { parseAssistantMessage } from '../lib/quick-questions';
import { isStillReanalyzing, reanalyzingNotices } from '../lib/reanalyzing';

/** A user message with no reply shows the waiting indicator after this long (spec section 9). */
export const WAITING_INDICATOR_MS = 3_000;

export interface ExpertChatProps {
  quoteId: string;
  /** The quote's status: it sets the polling pace and whether the input is shown. */
  status: string | undefined;
  /** Called once per assistant message that says it is re-analyzing categories (short ids). */
  onReanalyzing?: (categories: string[], at: string) => void;
}

interface ShownMessage {
  id: string;
  role: ChatMessage['role'];
  text: string;
  createdAt: string;
  pending?: boolean;
}

/** Read by screen readers only. Sizes are strings: in `sx` a bare 1 means 100%. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

function MessageBubble({ message }: { message: ShownMessage }) {
  const mine = message.role === 'user';
  return (
    <Box
      data-role={message.role}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', opacity: message.pending ? 0.7 : 1 }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1.25,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? 'You:' : 'Expert:'}
        </Box>
        <Typography variant="body2" component="div" sx={{ lineHeight: 1.6 }}>
          {renderBold(message.text)}
        </Typography>
        {!message.pending && (
          <Typography
            variant="caption"
            component="div"
            sx={{ mt: 0.5, textAlign: mine ? 'right' : 'left', color: mine ? 'inherit' : 'text.secondary' }}
          >
            {timeOf(message.createdAt)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The Expert Chat card (spec section 2): the conversation, quick-question chips for the latest
 * assistant message and, in scope, discussing and completed, an input. Messages are polled.
 */
export function ExpertChat({ quoteId, status, onReanalyzing }: ExpertChatProps) {
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useMessages(quoteId, status);
  const messages = useMemo(() => data ?? [], [data]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<{ text: string; since: number } | null>(null);
  const [clicked, setClicked] = useState<ReadonlySet<string>>(() => new Set());
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const sending = pending !== null;
  const canWrite = status !== undefined && CHAT_INPUT_STATUSES.includes(status as QuoteStatus);
  const canSend = CHAT_STATUSES.includes(status as QuoteStatus);

  // The messages to show; assistant messages lose their quick-question block, unreadable ones are hidden.
  const { shown, quickQuestions } = useMemo(() => {
    const list: ShownMessage[] = [];
    let lastAssistant: { id: string; questions: string[] | null } | null = null;
    const usersAfter = new Set<string>();
    for (const message of messages) {
      if (message.role === 'assistant') {
        const parsed = parseAssistantMessage(message.content);
        lastAssistant = { id: message.id, questions: parsed.quickQuestions };
        usersAfter.clear();
        if (!parsed.hidden && parsed.text) list.push({ ...message, text: parsed.text });
      } else {
        usersAfter.add(message.content.trim());
        list.push({ ...message, text: message.content });
      }
    }
    const chips = (lastAssistant?.questions ?? []).filter(
      (question) => !clicked.has(`${lastAssistant!.id}\u0000${question}`) && !usersAfter.has(question),
    );
    return { shown: list, quickQuestions: { messageId: lastAssistant?.id ?? null, chips } };
  }, [messages, clicked]);

  // While sending, the user's words show until the server's copy arrives.
  const optimistic =
    pending && !messages.slice(pending.since).some((m) => m.role === 'user' && m.content.trim() === pending.text)
      ? { id: 'pending', role: 'user' as const, text: pending.text, createdAt: '', pending: true }
      : null;
  const rows = optimistic ? [...shown, optimistic] : shown;

  // Waiting indicator: the last message is the user's and no reply came within 3 s of it.
  const last = messages.at(-1);
  const awaitingId = last && last.role === 'user' && !sending ? last.id : null;
  const awaitingSince = last?.createdAt;
  useEffect(() => {
    if (!awaitingId) return;
    const sentAt = awaitingSince ? Date.parse(awaitingSince) : NaN;
    const elapsed = Number.isFinite(sentAt) ? Date.now() - sentAt : 0;
    const delay = Math.min(WAITING_INDICATOR_MS, Math.max(0, WAITING_INDICATOR_MS - elapsed));
    const timer = setTimeout(() => setWaitingFor(awaitingId), delay);
    return () => clearTimeout(timer);
  }, [awaitingId, awaitingSince]);
  const waiting = awaitingId !== null && waitingFor === awaitingId;

  // Re-analysis notices: each new one once; those already there on first load only while still fresh.
  const reported = useRef<Set<string> | null>(null);
  const onReanalyzingRef = useRef(onReanalyzing);
  useEffect(() => {
    onReanalyzingRef.current = onReanalyzing;
  }, [onReanalyzing]);
  useEffect(() => {
    if (!data) return;
    const firstLoad = reported.current === null;
    const seen = (reported.current ??= new Set());
    for (const notice of reanalyzingNotices(data)) {
      if (seen.has(notice.messageId)) continue;
      seen.add(notice.messageId);
      if (firstLoad && !isStillReanalyzing(notice.at)) continue;
      onReanalyzingRef.current?.(notice.categories, notice.at);
    }
  }, [data]);

  // Keep the newest message in view by scrolling the list only, never the page.
  const newestKey = `${rows.at(-1)?.id ?? ''}|${sending}|${waiting}`;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestKey]);

  async function send(raw: string) {
    const text = raw.trim();
    if (!text || sending || !canSend) return;
    setPending({ text, since: messages.length });
    try {
      const response = await sendMessage(quoteId, text);
      await mutate((current) => mergeMessages(current, response.messages), { revalidate: false });
    } catch (cause) {
      console.error('Failed to send message', cause);
      toast({ title: 'Failed to send message', description: 'Please try again.', variant: 'error' });
    } finally {
      setPending(null);
    }
  }

  function submitDraft() {
    const text = draft.trim();
    if (!text || sending || !canSend) return;
    setDraft(''); // not restored if the send fails (spec section 8)
    void send(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submitDraft();
    }
  }

  function onChip(question: string) {
    if (sending || !quickQuestions.messageId) return;
    setClicked((previous) => new Set(previous).add(`${quickQuestions.messageId}\u0000${question}`));
    void send(question);
  }

  const loadingFirst = isLoading && !data;

  return (
    <Card component="section" aria-labelledby="expert-chat-title" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <IconHeading id="expert-chat-title" icon={ForumOutlined}>
          Expert Chat
        </IconHeading>

        <Box
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label="Chat messages"
          aria-busy={loadingFirst || undefined}
          tabIndex={0}
          sx={{
            height: { xs: 380, md: 480 },
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: { xs: 1.5, sm: 2 },
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            bgcolor: 'background.paper',
          }}
        >
          {loadingFirst ? (
            <Stack spacing={1.5} aria-hidden>
              <Skeleton variant="rounded" height={64} width="75%" />
              <Skeleton variant="rounded" height={40} width="50%" sx={{ alignSelf: 'flex-end' }} />
              <Skeleton variant="rounded" height={64} width="70%" />
            </Stack>
          ) : rows.length === 0 ? (
            <Box sx={{ m: 'auto', textAlign: 'center', color: 'text.secondary', px: 2 }}>
              <Typography>Your analysis will appear here</Typography>
              {error && !data ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Messages could not be loaded right now.
                </Typography>
              ) : null}
            </Box>
          ) : (
            rows.map((message) => <MessageBubble key={message.id} message={message} />)
          )}
          {sending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={14} color="inherit" aria-hidden />
              <Typography variant="body2">Thinking...</Typography>
            </Stack>
          )}
          {waiting && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={14} color="inherit" aria-hidden />
              <Typography variant="body2">Waiting for a reply...</Typography>
            </Stack>
          )}
        </Box>

        {canSend && quickQuestions.chips.length > 0 && (
          <Box role="group" aria-labelledby="quick-questions-label">
            <Typography
              id="quick-questions-label"
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1, fontWeight: 600 }}
            >
              Quick questions:
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {quickQuestions.chips.map((question) => (
                <Chip
                  key={question}
                  label={question}
                  variant="outlined"
                  color="primary"
                  clickable
                  disabled={sending}
                  onClick={() => onChip(question)}
                />
              ))}
            </Stack>
          </Box>
        )}

        {canWrite && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitDraft();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
          >
            <TextField
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Ask about your quote..."
              multiline
              maxRows={4}
              fullWidth
              size="small"
              helperText={canSend ? undefined : STILL_ANALYZING_MESSAGE}
              slotProps={{ htmlInput: { 'aria-label': 'Ask about your quote...', maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
            />
            <IconButton
              type="submit"
              color="primary"
              aria-label="Send message"
              disabled={!draft.trim() || sending || !canSend}
              sx={{ bgcolor: 'action.hover', flexShrink: 0 }}
            >
              {sending ? <CircularProgress size={22} aria-hidden /> : <SendRounded />}
            </IconButton>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
