import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';

/** How many characters of a quote id a homeowner reads: enough to tell quotes apart, short enough to say. */
export const QUOTE_REFERENCE_LENGTH = 8;

/** "3f2a9c1b" for "3f2a9c1b-7d4e-…": the start of the id (a short id stays whole). */
export function quoteReference(id: string): string {
  return id.length > QUOTE_REFERENCE_LENGTH + 2 ? id.slice(0, QUOTE_REFERENCE_LENGTH) : id;
}

const COPIED_MS = 2_000;

/**
 * "Quote ID 3f2a9c1b": the short reference, the full id in its title and a button that copies it (for
 * support, or a URL). Printed without the button.
 */
export function QuoteReference({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // The id stays readable in the title; nothing else to do when the browser refuses.
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      Quote ID
      <Box
        component="code"
        title={id}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9em' }}
      >
        {quoteReference(id)}
      </Box>
      <IconButton
        size="small"
        aria-label={copied ? 'Quote ID copied' : 'Copy the full quote ID'}
        onClick={() => void copy()}
        sx={{ p: 0.25 }}
      >
        {copied ? <Check sx={{ fontSize: 16 }} /> : <ContentCopy sx={{ fontSize: 16 }} />}
      </IconButton>
    </Box>
  );
}
