import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface QuickQuestionChipsProps {
  questions: string[];
  /** 'Quick questions:' over questions to ask, 'Choose an answer:' over answers to the chat's question. */
  heading: string;
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** The latest assistant message's buttons, as chips that send them. */
export function QuickQuestionChips({ questions, heading, disabled, onAsk }: QuickQuestionChipsProps) {
  return (
    <Box role="group" aria-labelledby="quick-questions-label">
      <Typography id="quick-questions-label" variant="body2" color="text.secondary" sx={{ mb: 1, fontWeight: 600 }}>
        {heading}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {questions.map((question) => (
          <Chip
            key={question}
            label={question}
            variant="outlined"
            color="primary"
            clickable
            disabled={disabled}
            onClick={() => onAsk(question)}
          />
        ))}
      </Stack>
    </Box>
  );
}
