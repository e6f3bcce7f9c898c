import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Box component="main" role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 440 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          The page could not be shown. Reloading usually fixes it.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}
