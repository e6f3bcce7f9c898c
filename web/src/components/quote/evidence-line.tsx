import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { evidenceKind, photoLineParts } from '@shared/evidence';

const NOTE_ICON = { homeowner: PersonOutline, edit: EditOutlined } as const;

/**
 * One line of a verdict's evidence. A line of the quote is a quotation; what the homeowner said, a figure
 * they changed and "The quote does not mention …" are notes, never shown as if the quote printed them;
 * a line read from a photo in part keeps its opening outside the quotation marks.
 */
export function EvidenceLine({ line, sx }: { line: string; sx?: SxProps<Theme> }) {
  const kind = evidenceKind(line);
  if (kind === 'quote') {
    return (
      <Box component="span" sx={{ fontStyle: 'italic', ...sx }}>
        “{line}”
      </Box>
    );
  }
  if (kind === 'photo') {
    const { opening, words } = photoLineParts(line);
    return (
      <Box component="span" sx={sx}>
        {opening}{' '}
        {words && (
          <Box component="span" sx={{ fontStyle: 'italic' }}>
            “{words}”
          </Box>
        )}
      </Box>
    );
  }
  const Icon = kind === 'silent' ? null : NOTE_ICON[kind];
  return (
    <Box component="span" data-evidence={kind} sx={{ fontStyle: 'normal', ...sx }}>
      {Icon && <Icon aria-hidden sx={{ fontSize: '1em', verticalAlign: '-0.15em', mr: 0.5 }} />}
      {line}
    </Box>
  );
}
