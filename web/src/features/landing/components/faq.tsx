import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GUEST_ORIGINAL_RETENTION_DAYS } from '@shared/limits';
import { Section } from './section';

const QUESTIONS = [
  {
    q: 'How much does it cost?',
    a: 'Your first analysis is free. After that each quote costs 50 cents (one credit), or $5.00 for ten credits.',
  },
  {
    q: 'How does it work?',
    a: 'Upload a PDF or a photo of your quote. We extract the text and the key details, work out the project scope, and run a 10-point quality analysis against local benchmarks. Then you can ask questions about the result in the Expert Chat.',
  },
  {
    q: 'Which types of quotes can you check?',
    a: 'Windows and doors replacement quotes today. Roofing, HVAC and plumbing are coming soon.',
  },
  {
    q: 'How accurate is the analysis?',
    a: 'We compare your quote with regional price benchmarks and industry standards, and you can correct any detail we read wrongly, which updates the analysis. Treat the result as an informed second opinion to discuss with your contractor.',
  },
  {
    q: 'What happens to my personal information?',
    a: `Personal information is removed from your quote at upload. Your quotes are only visible to you once you create an account. A file checked without an account is deleted after ${GUEST_ORIGINAL_RETENTION_DAYS} days unless you create an account and keep the quote.`,
  },
  {
    q: 'How long does it take?',
    a: 'About 5 minutes, and up to 10 minutes for complex quotes.',
  },
];

export function Faq() {
  return (
    <Section id="faq" title="Frequently Asked Questions">
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {/* Native disclosure: the browser opens and closes each answer, with keyboard support, no script. */}
        {QUESTIONS.map(({ q, a }) => (
          <Box
            component="details"
            key={q}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              mb: 1.5,
              '& > summary': {
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2,
                py: 1.5,
              },
              '& > summary::-webkit-details-marker': { display: 'none' },
              '& > summary:focus-visible': { outline: 2, outlineColor: 'primary.main', borderRadius: 3 },
              '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
            }}
          >
            <summary>
              <Typography component="h3" variant="h6" sx={{ flexGrow: 1 }}>
                {q}
              </Typography>
              <ExpandMoreIcon
                className="faq-chevron"
                aria-hidden
                sx={{ color: 'action.active', transition: 'transform 150ms' }}
              />
            </summary>
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {a}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
