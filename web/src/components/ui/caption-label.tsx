import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ElementType } from 'react';

/** The small bold caption over a fact or a section (VENDOR, FILES, ACTIVE LINKS). */
export function CaptionLabel({ sx, ...props }: TypographyProps & { component?: ElementType }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      {...props}
      sx={[{ fontWeight: 700, letterSpacing: '0.06em' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    />
  );
}
