import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { renderBold } from '@/utils/bold-text';
import type { ShownMessage } from '../lib/conversation';

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

/** One message: the user's on the right, the expert's on the left, with its time once stored. */
export function MessageBubble({ message }: { message: ShownMessage }) {
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
          // Long words (a URL) wrap only when they cannot fit a line; words are never split otherwise.
          overflowWrap: 'break-word',
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
