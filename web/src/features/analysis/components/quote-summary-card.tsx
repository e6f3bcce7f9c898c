import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Quote } from '@shared/types';
import { QuoteReference } from '@/components/quote/quote-reference';
import { QuoteFactGrid, QuoteSummaryHeader } from '@/components/quote/quote-summary-header';
import { CaptionLabel } from '@/components/ui/caption-label';
import { formatPrice, formatQuantities, formatShortDate } from '@/utils/format';
import { originalFileUrl } from '../api/quote-actions';
import { CONFIRM_PROMPTS, type EditField, canEdit, checkField, emptyValue, initialInput } from '../lib/fields';
import { ConfirmDialog } from './confirm-dialog';
import { ExtractedTextDialog } from './extracted-text-dialog';
import { FieldEditor } from './field-editor';

interface FieldSpec {
  label: string;
  field?: EditField;
  value: (quote: Quote) => string | null;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { label: 'VENDOR', field: 'vendor', value: (q) => q.vendor },
  { label: 'TOTAL PRICE', field: 'totalCost', value: (q) => formatPrice(q.totalCost, '') },
  { label: 'ZIP CODE', field: 'zipCode', value: (q) => q.zipCode },
  { label: 'QUANTITIES', field: 'quantities', value: (q) => formatQuantities(q.quantities) },
  { label: 'CREATED', value: (q) => formatShortDate(q.createdAt, '') },
  { label: 'SCOPE', field: 'scope', value: (q) => q.scope },
  { label: 'PROJECT ADDRESS', field: 'projectAddress', value: (q) => q.projectAddress, wide: true },
  { label: 'SCOPE OF WORK', field: 'scopeOfWork', value: (q) => q.scopeOfWork, wide: true },
];

interface QuoteSummaryCardProps {
  quote: Quote;
  onSave: (field: EditField, value: string) => Promise<boolean>;
  /** An admin's view of someone else's quote: no edit pencils. */
  readOnly?: boolean;
}

/** Right column: the quote's facts, its score, corrections and its files. */
export function QuoteSummaryCard({ quote, onSave, readOnly = false }: QuoteSummaryCardProps) {
  const [editing, setEditing] = useState<EditField | null>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<{ field: EditField; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [textOpen, setTextOpen] = useState(false);
  const editable = !readOnly && canEdit(quote.status);
  const empty = emptyValue(quote.status);

  const startEdit = (field: EditField) => {
    setEditing(field);
    setError(undefined);
  };
  const stopEdit = () => {
    setEditing(null);
    setError(undefined);
  };

  const save = async (field: EditField, value: string) => {
    setBusy(true);
    const saved = await onSave(field, value);
    setBusy(false);
    if (saved) stopEdit();
  };

  const submit = (field: EditField, raw: string) => {
    const check = checkField(field, raw);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(undefined);
    const current = checkField(field, initialInput(field, quote));
    if (current.ok && current.value === check.value) {
      stopEdit();
      return;
    }
    const prompt = CONFIRM_PROMPTS[field];
    if (prompt) setConfirming({ field, value: check.value });
    else void save(field, check.value);
  };

  return (
    <Card component="section" aria-labelledby="quote-summary-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <QuoteSummaryHeader
          titleId="quote-summary-title"
          title={quote.fileName}
          subtitle={<QuoteReference id={quote.id} />}
          quoteType={quote.quoteType}
          score={quote.overallScore}
        />

        <Divider sx={{ my: 2 }} />

        <QuoteFactGrid>
          {FIELDS.map((spec) => {
            const shown = spec.value(quote)?.trim() || empty;
            const isEditing = spec.field !== undefined && editing === spec.field;
            return (
              <Box key={spec.label} sx={{ gridColumn: spec.wide ? '1 / -1' : undefined, minWidth: 0 }}>
                <Stack component="dt" direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 28 }}>
                  <CaptionLabel component="span">{spec.label}</CaptionLabel>
                  {spec.field && editable && !isEditing && (
                    <IconButton
                      size="small"
                      aria-label={`Edit ${spec.label.toLowerCase().replace('zip code', 'ZIP code')}`}
                      onClick={() => startEdit(spec.field!)}
                      sx={{ p: 0.5 }}
                    >
                      <EditOutlined sx={{ fontSize: 16 }} />
                    </IconButton>
                  )}
                </Stack>
                <Box component="dd" sx={{ m: 0 }}>
                  {isEditing && spec.field ? (
                    <FieldEditor
                      field={spec.field}
                      label={spec.label}
                      initial={initialInput(spec.field, quote)}
                      error={error}
                      busy={busy}
                      onSubmit={(raw) => submit(spec.field!, raw)}
                      onCancel={stopEdit}
                    />
                  ) : (
                    <Typography
                      sx={{
                        fontWeight: 600,
                        overflowWrap: 'break-word',
                        whiteSpace: spec.field === 'scopeOfWork' ? 'pre-line' : undefined,
                      }}
                      color={shown === empty ? 'text.secondary' : 'text.primary'}
                    >
                      {shown}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </QuoteFactGrid>

        <Divider sx={{ my: 2 }} data-print="hide" />

        <CaptionLabel data-print="hide" component="h3">
          FILES
        </CaptionLabel>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} data-print="hide">
          <Button
            component="a"
            href={originalFileUrl(quote.id)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            startIcon={<DescriptionOutlined />}
            endIcon={<OpenInNew sx={{ fontSize: '14px !important' }} />}
          >
            Original
          </Button>
          <Button variant="outlined" size="small" startIcon={<TextSnippetOutlined />} onClick={() => setTextOpen(true)}>
            Text
          </Button>
        </Stack>
      </CardContent>

      <ConfirmDialog
        open={confirming !== null}
        message={confirming ? (CONFIRM_PROMPTS[confirming.field] ?? '') : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const pending = confirming;
          setConfirming(null);
          if (pending) void save(pending.field, pending.value);
        }}
      />
      <ExtractedTextDialog quoteId={quote.id} open={textOpen} onClose={() => setTextOpen(false)} />
    </Card>
  );
}

export function QuoteSummarySkeleton() {
  return (
    <Card aria-hidden>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ width: '60%' }}>
            <Skeleton variant="text" width="80%" height={32} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" width={90} height={24} sx={{ mt: 1 }} />
          </Box>
          <Skeleton variant="rounded" width={80} height={60} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 2 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="75%" height={28} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
