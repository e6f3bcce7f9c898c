import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { progressSteps, type ProgressStep } from '../lib/progress';

interface AnalysisProgressProps {
  status: string;
  progressMessage: string | null;
  /** On error: the status the quote failed in (the step that turns red). */
  failedStatus?: string | null;
}

/** The caption of the active (or failed) step. */
function captionOf(step: ProgressStep | undefined): string | undefined {
  if (!step) return undefined;
  return step.state === 'error' ? 'error' : step.caption;
}

/**
 * The six-step progress indicator; on error the step the quote failed in turns red. Labels never break
 * inside a word: on a phone they are set smaller, and the active step's caption is one line under the bar.
 */
export function AnalysisProgress({ status, progressMessage, failedStatus }: AnalysisProgressProps) {
  const steps = progressSteps(status, progressMessage, failedStatus);
  const activeIndex = steps.findIndex((step) => step.state === 'active' || step.state === 'error');
  const activeCaption = captionOf(steps[activeIndex]);
  return (
    <Box
      component="nav"
      aria-label="Analysis progress"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        px: { xs: 0.5, sm: 2 },
        py: 2,
      }}
    >
      <Stepper
        alternativeLabel
        activeStep={activeIndex === -1 ? steps.length : activeIndex}
        component="ol"
        sx={{ m: 0, p: 0 }}
      >
        {steps.map((step) => (
          <Step
            key={step.name}
            component="li"
            completed={step.state === 'done'}
            aria-current={step.state === 'active' || step.state === 'error' ? 'step' : undefined}
            sx={{ listStyle: 'none', px: { xs: 0, sm: 1 } }}
          >
            <StepLabel
              error={step.state === 'error'}
              optional={
                // Always one caption line, so the bar keeps its height as the status moves on.
                <Typography
                  variant="caption"
                  component="span"
                  sx={{
                    display: { xs: 'none', sm: 'block' },
                    textAlign: 'center',
                    color: 'text.secondary',
                    minHeight: '1.5em',
                    fontSize: '0.75rem',
                  }}
                >
                  {captionOf(step) ?? '\u00a0'}
                </Typography>
              }
              slotProps={{
                label: {
                  sx: {
                    fontSize: { xs: '0.625rem', sm: '0.875rem' },
                    letterSpacing: { xs: '-0.01em', sm: 'normal' },
                    mt: '6px !important',
                    whiteSpace: 'nowrap',
                  },
                },
              }}
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        variant="caption"
        component="p"
        sx={{
          display: { xs: 'block', sm: 'none' },
          textAlign: 'center',
          color: 'text.secondary',
          minHeight: '1.5em',
          m: 0,
          mt: 0.5,
        }}
      >
        {activeCaption ? `${steps[activeIndex]!.label} — ${activeCaption}` : '\u00a0'}
      </Typography>
    </Box>
  );
}
