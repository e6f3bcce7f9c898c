import ContentCopy from '@mui/icons-material/ContentCopy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

/** How long 'Copied!' shows after copying (spec section 9). */
const COPIED_MS = 2_000;

interface CopyButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** What the button copies to the clipboard. */
  text: string;
  label: string;
  /** When the browser refuses to copy. */
  onError: (error: unknown) => void;
}

/** Copies `text` and says 'Copied!' for two seconds. */
export function CopyButton({ text, label, onError, variant, size }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Button variant={variant} size={size} startIcon={<ContentCopy />} onClick={() => void copy()} aria-live="polite">
      {copied ? 'Copied!' : label}
    </Button>
  );
}
