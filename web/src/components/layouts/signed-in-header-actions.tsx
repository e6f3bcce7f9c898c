import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The header buttons of a signed-in visitor away from My Quotes: back to My Quotes, and Logout. */
export function SignedInHeaderActions({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <Button component={RouterLink} to="/my-quotes" variant="outlined" size="small">
        My Quotes
      </Button>
      <Button variant="text" size="small" onClick={onLogout}>
        Logout
      </Button>
    </>
  );
}
