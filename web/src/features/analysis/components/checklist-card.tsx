import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { CATEGORIES, ratingLabel } from '@shared/checklist';
import type { ChecklistResult } from '@shared/types';
import { PricingBasisDetails } from '@/components/quote/pricing-basis-details';
import { EvidenceLine } from '@/components/quote/evidence-line';
import { renderBold } from '@/utils/bold-text';
import { modificationLines } from '../lib/modifications';

type Tone = 'success' | 'warning' | 'error' | 'info' | 'default';

const RATING_LOOK: Record<string, { icon: SvgIconComponent; tone: Tone }> = {
  good: { icon: CheckCircleOutline, tone: 'success' },
  average: { icon: RemoveCircleOutline, tone: 'warning' },
  bad: { icon: CancelOutlined, tone: 'error' },
  unknown_discuss: { icon: HelpOutline, tone: 'info' },
  unknown_vendor: { icon: ReportOutlined, tone: 'default' },
  not_provided: { icon: ReportOutlined, tone: 'default' },
  not_applicable: { icon: DoNotDisturbAltOutlined, tone: 'default' },
  pending: { icon: HourglassEmpty, tone: 'default' },
};
const lookOf = (status: string) => RATING_LOOK[status] ?? { icon: HelpOutline, tone: 'default' as Tone };
const toneColor = (tone: Tone) => (tone === 'default' ? 'text.secondary' : `${tone}.main`);

/** Before the analysis has run, the ten items show as pending so the card keeps its size. */
function pendingResults(): ChecklistResult[] {
  return CATEGORIES.map((c) => ({ id: c.id, category: c.short, title: c.title, status: 'pending', explanation: '' }));
}

export function ModifiedBadge({ result }: { result: ChecklistResult }) {
  const lines = modificationLines(result);
  return (
    <Tooltip
      describeChild
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      }
    >
      <Chip
        label="MODIFIED"
        size="small"
        color="secondary"
        variant="outlined"
        tabIndex={0}
        sx={{ fontWeight: 700, height: 22, fontSize: '0.68rem' }}
      />
    </Tooltip>
  );
}

function ResultItem({ result, reanalyzing }: { result: ChecklistResult; reanalyzing: boolean }) {
  const look = lookOf(result.status);
  const Icon = look.icon;
  const label = result.status === 'pending' ? '' : ratingLabel(result.status);
  const evidence = (result.evidence ?? []).filter((line) => line.trim());
  return (
    <Box
      component="li"
      aria-busy={reanalyzing || undefined}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
        <Icon sx={{ color: toneColor(look.tone), mt: '2px' }} aria-hidden />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {result.title}
            </Typography>
            {label && <Chip size="small" label={label} color={look.tone} sx={{ fontWeight: 600, height: 22 }} />}
            {result.modified && <ModifiedBadge result={result} />}
          </Stack>
          {reanalyzing && (
            <Stack
              direction="row"
              spacing={1}
              role="status"
              sx={{ alignItems: 'center', mt: 0.75, color: 'secondary.main' }}
            >
              <CircularProgress size={14} color="secondary" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Re-analyzing based on your input...
              </Typography>
            </Stack>
          )}
          <Typography
            variant="body2"
            color={result.explanation ? 'text.primary' : 'text.secondary'}
            sx={{ mt: 0.5, overflowWrap: 'break-word' }}
          >
            {result.explanation?.trim() ? renderBold(result.explanation.trim()) : 'Analysis pending...'}
          </Typography>
          {evidence.length > 0 && (
            <Box
              component="ul"
              aria-label={`Evidence for ${result.title}`}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75 }}
            >
              {evidence.map((line, index) => (
                <Typography
                  key={index}
                  component="li"
                  variant="caption"
                  color="text.secondary"
                  sx={{
                    display: 'block',
                    overflowWrap: 'break-word',
                    pl: 1,
                    borderLeft: 2,
                    borderColor: 'divider',
                    mt: 0.25,
                  }}
                >
                  <EvidenceLine line={line} />
                </Typography>
              ))}
            </Box>
          )}
          {result.pricingBasis && <PricingBasisDetails basis={result.pricingBasis} />}
        </Box>
      </Stack>
    </Box>
  );
}

interface ChecklistCardProps {
  results: ChecklistResult[];
  isReanalyzing: (result: ChecklistResult) => boolean;
}

/** '10-Point Quality Assessment': every checklist item with its rating, reasons and evidence. */
export function ChecklistCard({ results, isReanalyzing }: ChecklistCardProps) {
  const shown = results.length > 0 ? results : pendingResults();
  return (
    <Card component="section" aria-labelledby="checklist-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="checklist-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          10-Point Quality Assessment
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((result) => (
            <ResultItem key={result.id} result={result} reanalyzing={isReanalyzing(result)} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export function ChecklistSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Skeleton variant="text" width="55%" height={32} sx={{ mb: 2 }} />
        {Array.from({ length: 5 }, (_, i) => (
          <Stack key={i} direction="row" spacing={1.25} sx={{ py: 1.5 }}>
            <Skeleton variant="circular" width={24} height={24} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="90%" />
            </Box>
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}
