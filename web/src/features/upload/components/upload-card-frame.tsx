import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface UploadCardFrameProps {
  id?: string;
  /** The badge beside the heading; 'First one free' unless given (null for none). */
  badge?: ReactNode;
  /** Drag and drop handlers for the drop area. */
  dropArea?: Pick<BoxProps, 'onDragEnter' | 'onDragOver' | 'onDragLeave' | 'onDrop'>;
  /** A file is being dragged over the drop area. */
  highlighted?: boolean;
  children?: ReactNode;
}

/**
 * The upload card's frame: heading, price line and the drop area. The file picker and the
 * upload itself go inside `children`; without them the drop area shows what it accepts.
 */
export function UploadCardFrame({ id, badge, dropArea, highlighted = false, children }: UploadCardFrameProps) {
  return (
    <Card id={id} component="section" tabIndex={-1} aria-labelledby="upload-card-title" sx={{ scrollMarginTop: 96 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
          <Typography id="upload-card-title" variant="h4" component="h2">
            Check your quote
          </Typography>
          {badge === undefined ? <Chip label="First one free" color="secondary" size="small" /> : badge}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Windows and doors quotes. Then 50¢ per quote.
        </Typography>
        <Box
          {...dropArea}
          sx={{
            border: '2px dashed',
            borderColor: highlighted ? 'secondary.main' : 'secondary.light',
            borderRadius: 3,
            bgcolor: highlighted ? 'rgba(15, 124, 122, 0.12)' : 'rgba(15, 124, 122, 0.04)',
            px: { xs: 2, sm: 3 },
            py: { xs: 4, sm: 5 },
            textAlign: 'center',
            transition: 'background-color 120ms, border-color 120ms',
          }}
        >
          {children ?? (
            <>
              <CloudUploadOutlined sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden />
              <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                Drop your quote here
              </Typography>
              <Typography variant="body2" color="text.secondary">
                PDF or photo (JPG, PNG, HEIC), up to 10 MB
              </Typography>
            </>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, color: 'text.secondary' }}>
          <LockOutlined sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2">Personal information is removed at upload.</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
