import type { SvgIconComponent } from '@mui/icons-material';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface IconHeadingProps {
  /** The heading's id, which names its card. */
  id: string;
  icon: SvgIconComponent;
  iconColor?: 'primary' | 'secondary';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card's h2 with an icon before it (Expert Chat, Credit Balance, Share). */
export function IconHeading({ id, icon: Icon, iconColor = 'primary', sx, children }: IconHeadingProps) {
  return (
    <Stack direction="row" spacing={1} sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      <Icon sx={{ color: `${iconColor}.main` }} aria-hidden />
      <Typography id={id} variant="h4" component="h2">
        {children}
      </Typography>
    </Stack>
  );
}
