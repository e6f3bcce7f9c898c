import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, totalPages);
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 3 }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {page} of {pages}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
