import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ShownMessage } from '../lib/conversation';
import type { EmptyChat } from '../lib/empty-state';
import { MessageBubble } from './message-bubble';

interface MessageLogProps {
  messages: ShownMessage[];
  /** The first read has not answered yet. */
  loadingFirst: boolean;
  /** The first read failed. */
  loadFailed: boolean;
  sending: boolean;
  waiting: boolean;
  /** What shows before the first message. */
  empty: EmptyChat;
}

function Progress({ children }: { children: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <CircularProgress size={14} color="inherit" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/**
 * The conversation as a live log, scrolled (the list only, never the page) to keep the newest
 * message in view; Thinking... while sending, Waiting for a reply... when no answer came.
 */
export function MessageLog({ messages, loadingFirst, loadFailed, sending, waiting, empty }: MessageLogProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const newestKey = `${messages.at(-1)?.id ?? ''}|${sending}|${waiting}`;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestKey]);

  return (
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
      ) : messages.length === 0 ? (
        <Box sx={{ m: 'auto', textAlign: 'center', color: 'text.secondary', px: 2 }}>
          <Typography>{empty.title}</Typography>
          {empty.hint ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {empty.hint}
            </Typography>
          ) : null}
          {loadFailed ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Messages could not be loaded right now.
            </Typography>
          ) : null}
        </Box>
      ) : (
        messages.map((message) => <MessageBubble key={message.id} message={message} />)
      )}
      {sending && <Progress>Thinking...</Progress>}
      {waiting && <Progress>Waiting for a reply...</Progress>}
    </Box>
  );
}
