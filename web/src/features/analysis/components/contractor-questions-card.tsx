import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { contractorEmail, contractorMailto } from '@shared/contractor-email';
import type { Quote } from '@shared/types';
import { CopyButton } from '@/components/ui/copy-button';

type Props = { quote: Pick<Quote, 'contractorQuestions' | 'vendor' | 'totalCost' | 'quantities'> };

/**
 * 'Questions for your contractor': the server's questions for this quote's open, missing and weak
 * checklist items, and an e-mail draft of them to copy or open in the mail app. The optional name is
 * kept in this component's state only (never stored or sent by the app).
 */
export function ContractorQuestionsCard({ quote }: Props) {
  const questions = useMemo(() => quote.contractorQuestions ?? [], [quote.contractorQuestions]);
  const [senderName, setSenderName] = useState('');

  const draft = useMemo(() => {
    const input = {
      questions,
      vendor: quote.vendor,
      totalCost: quote.totalCost,
      quantities: quote.quantities,
      senderName,
    };
    return { email: contractorEmail(input), mailto: contractorMailto(input) };
  }, [questions, quote.vendor, quote.totalCost, quote.quantities, senderName]);

  if (questions.length === 0) return null;

  return (
    <Card component="section" aria-labelledby="contractor-questions-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="contractor-questions-title" variant="h4" component="h2">
          Questions for your contractor
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Ask {quote.vendor?.trim() || 'the contractor'} before you sign: each question comes from a checklist item that
          is missing, unclear or weak on this quote.
        </Typography>
        <Box component="ol" sx={{ pl: 3, mt: 1.5, mb: 0 }}>
          {questions.map((question, index) => (
            <Typography key={index} component="li" variant="body2" sx={{ mb: 1, overflowWrap: 'break-word' }}>
              {question}
            </Typography>
          ))}
        </Box>

        <Box data-print="hide" sx={{ displayPrint: 'none', mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            E-mail them your questions
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
            Subject: {draft.email.subject}
          </Typography>
          <TextField
            label="Your name (optional)"
            value={senderName}
            onChange={(event) => setSenderName(event.target.value.slice(0, 80))}
            size="small"
            fullWidth
            autoComplete="off"
            helperText="Only added to the sign-off of this draft; it is not saved or sent anywhere."
            sx={{ mt: 1.5, maxWidth: { sm: 360 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
            <CopyButton
              text={draft.email.text}
              label="Copy e-mail"
              variant="contained"
              onError={(error) => console.error('Could not copy the e-mail', error)}
            />
            <Button variant="outlined" startIcon={<EmailOutlined />} component="a" href={draft.mailto.href}>
              Open in mail app
            </Button>
          </Stack>
          {draft.mailto.included < questions.length && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Mail apps take only short links, so the mail app draft has the first {draft.mailto.included} of{' '}
              {questions.length} questions; Copy e-mail has them all.
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
