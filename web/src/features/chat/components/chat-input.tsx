import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/limits';
import { STILL_ANALYZING_MESSAGE } from '@shared/statuses';

interface ChatInputProps {
  /** Whether the quote's status lets the homeowner chat; if not, the box says the analysis is running. */
  canSend: boolean;
  sending: boolean;
  onSend: (text: string) => void;
}

/** The message box and its Send button: Enter sends, Shift+Enter starts a new line. */
export function ChatInput({ canSend, sending, onSend }: ChatInputProps) {
  const [draft, setDraft] = useState('');

  function submitDraft() {
    const text = draft.trim();
    if (!text || sending || !canSend) return;
    setDraft(''); // not restored if the send fails (spec section 8)
    onSend(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submitDraft();
    }
  }

  return (
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
  );
}
