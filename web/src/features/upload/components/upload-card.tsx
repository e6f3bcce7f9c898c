import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuoteUpload } from '../hooks/use-quote-upload';
import { UPLOAD_ACCEPT, formatFileSize } from '../lib/validate-file';
import { UploadCardFrame } from './upload-card-frame';

interface UploadCardProps {
  id?: string;
  /** The upload state, from useQuoteUpload in the page that shows the card. */
  upload: QuoteUpload;
  /** The badge beside the heading ('First one free' unless given; null for none). */
  badge?: ReactNode;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The upload card: choose or drop a file (the first one is used), then Analyze Quote. The
 * landing page and My Quotes both show it.
 */
export function UploadCard({ id, upload, badge }: UploadCardProps) {
  const { file, status, isBusy } = upload;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child of the drop area is not leaving it.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload.selectFiles(event.dataTransfer.files);
  };

  return (
    <UploadCardFrame
      id={id}
      badge={badge}
      highlighted={dragging}
      dropArea={{ onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop }}
    >
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label="Quote file"
        onChange={(event) => {
          upload.selectFiles(event.target.files);
          // Choosing the same file again after removing it still fires a change.
          event.target.value = '';
        }}
      />
      {file ? (
        <>
          <DescriptionOutlined sx={{ fontSize: 44, color: 'secondary.main' }} aria-hidden />
          <Typography variant="h6" component="p" noWrap title={file.name} sx={{ mt: 1 }}>
            {file.name}
          </Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {formatFileSize(file.size)} ·{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              disabled={isBusy}
              onClick={() => inputRef.current?.click()}
              sx={{ verticalAlign: 'baseline' }}
            >
              Choose another file
            </Link>
          </Typography>
        </>
      ) : (
        <>
          <CloudUploadOutlined sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            Drop your quote here
          </Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            PDF or photo (JPG, PNG, HEIC), up to 10 MB
          </Typography>
        </>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center', mt: 2.5, '& .MuiButton-root': { minWidth: { sm: 150 } } }}
      >
        {!file && (
          <Button
            variant="outlined"
            size="large"
            disabled={isBusy}
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            Choose File
          </Button>
        )}
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={isBusy}
          onClick={() => void upload.upload()}
          aria-describedby={hintId}
        >
          {isBusy ? 'Analyzing...' : 'Analyze Quote'}
        </Button>
      </Stack>

      {status === 'error' && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
          Upload failed. Please try again.
        </Typography>
      )}
      {status === 'payment-required' && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Your file is kept: buy a credit to analyze it.
        </Typography>
      )}
      {status === 'signup-required' && (
        <Alert severity="info" role="status" sx={{ mt: 2.5, textAlign: 'left' }}>
          You have used your free analysis. Create a free account to check more quotes (50¢ each) and keep your analyses
          in one place.
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to="/signup" variant="contained" size="small">
              Create Free Account
            </Button>
            <Link component={RouterLink} to="/login" variant="body2">
              Sign in
            </Link>
          </Stack>
        </Alert>
      )}
    </UploadCardFrame>
  );
}
