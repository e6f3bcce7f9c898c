import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CaptionLabel } from '@/components/ui/caption-label';
import { CopyButton } from '@/components/ui/copy-button';
import { formatNumber, formatPrice, formatQuantities } from '@/utils/format';
import { quoteTypeLabel } from '@/utils/quote-type';
import { type ExtractedText, useExtractedText } from '../api/quote-actions';

/** One line of the extraction details, with its mark: ✓ found, ⚠ needs a look, anything else plain. */
export function detailLines(details: string): { mark: '✓' | '⚠' | null; text: string }[] {
  return details
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      if (line.startsWith('✓')) return { mark: '✓' as const, text: line.slice(1).trim() };
      if (line.startsWith('⚠'))
        return {
          mark: '⚠' as const,
          text: line
            .slice(1)
            .replace(/^\uFE0F/, '')
            .trim(),
        };
      return { mark: null, text: line };
    });
}

function formatTimestamp(value: string | null): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <CaptionLabel component="dt">{label}</CaptionLabel>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}>
        {value?.trim() || 'N/A'}
      </Typography>
    </Box>
  );
}

function Body({ data }: { data: ExtractedText }) {
  const lines = detailLines(data.extractionDetails ?? '');
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        <Fact label="VENDOR NAME" value={data.vendorName} />
        <Fact label="TOTAL PRICE" value={formatPrice(data.totalPrice, '')} />
        <Fact label="ZIP CODE" value={data.zipCode} />
        <Fact label="QUOTE TYPE" value={data.quoteType && quoteTypeLabel(data.quoteType)} />
        <Fact label="QUANTITIES" value={formatQuantities(data.quantities)} />
        <Fact label="SCOPE" value={data.scope} />
      </Box>

      {lines.length > 0 && (
        <Box component="ul" aria-label="Extraction details" sx={{ listStyle: 'none', p: 0, mt: 2.5, mb: 0 }}>
          {lines.map((line, index) => (
            <Typography key={index} component="li" variant="body2" sx={{ display: 'flex', gap: 1 }}>
              <Box
                component="span"
                aria-hidden={line.mark === null}
                sx={{
                  width: '1.2em',
                  flexShrink: 0,
                  fontWeight: 700,
                  color: line.mark === '✓' ? 'success.main' : line.mark === '⚠' ? 'warning.main' : 'text.secondary',
                }}
              >
                {line.mark ?? '•'}
              </Box>
              <span>{line.text}</span>
            </Typography>
          ))}
        </Box>
      )}

      <Stack direction="row" spacing={2} sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {formatNumber(data.textStatistics?.charactersExtracted ?? data.extractedText.length)} characters
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Method: {data.extractionMethod || 'N/A'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Extracted: {formatTimestamp(data.extractionTimestamp)}
        </Typography>
      </Stack>

      <Box
        component="pre"
        tabIndex={0}
        aria-label="Extracted text"
        sx={{
          mt: 1.5,
          mb: 0,
          p: 2,
          maxHeight: { xs: 280, sm: 360 },
          overflow: 'auto',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {data.extractedText}
      </Box>
    </>
  );
}

/** What was read from the quote file: the fields found, how they were found, and the full text. */
export function ExtractedTextDialog({
  quoteId,
  open,
  onClose,
}: {
  quoteId: string;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error, isLoading } = useExtractedText(quoteId, open);
  const hasText = Boolean(data?.extractedText?.trim());

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="extracted-text-title"
    >
      <DialogTitle id="extracted-text-title">Extracted Text</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <Box role="status" aria-label="Loading extracted text">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
          </Box>
        ) : data && hasText ? (
          <Body data={data} />
        ) : (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No extracted text available
            {error instanceof Error && (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1 }}>
                ({error.message})
              </Typography>
            )}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {data && hasText && (
          <CopyButton
            text={data.extractedText}
            label="Copy Text"
            variant="outlined"
            size="small"
            onError={(error) => console.error('Could not copy the text', error)}
          />
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
